// expect: B1
// swift-format-ignore-file
// Target/action needs the Objective-C runtime; use UIAction.
import UIKit

final class Toolbar {
  func makeItem(target: AnyObject) -> UIBarButtonItem {
    UIBarButtonItem(
      barButtonSystemItem: .add, target: target,
      action: #selector(NSObject.description))  // <- B1
  }

  func selector(named name: String) -> Selector {  // <- B1
    Selector(name)  // <- B1
  }

  func keyPath() -> String { #keyPath(UIView.frame) }  // <- B1
}
