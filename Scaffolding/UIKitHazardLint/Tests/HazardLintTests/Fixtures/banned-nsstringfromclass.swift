// expect: B1
// swift-format-ignore-file
// NSStringFromClass traps on Linux for generic, nested or private classes; use
// String(describing:).
import UIKit

final class Cell<Model>: UITableViewCell {}

func reuseIdentifier(for type: AnyClass) -> String {
  NSStringFromClass(type)  // <- B1
}

func cellClass(named name: String) -> AnyClass? {
  NSClassFromString(name)  // <- B1
}
