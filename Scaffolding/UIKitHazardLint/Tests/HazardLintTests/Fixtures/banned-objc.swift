// expect: B1
// swift-format-ignore-file
// Objective-C interoperability does not exist on Linux, and adapters must not depend on it.
import UIKit

@objcMembers  // <- B1
final class Coordinator: NSObject {
  @objc dynamic var title = ""  // <- B1

  @objc(handleTap:)  // <- B1
  func handleTap(_ sender: Any) {}

  @IBAction func refresh(_ sender: Any) {}  // <- B1
}

@objc protocol LegacyDelegate {  // <- B1
  @objc optional func didRefresh()  // <- B1
}
