// expect: B1
// swift-format-ignore-file
// `dynamic` is Objective-C dispatch (KVO) in adapter code.
import UIKit

final class Model: NSObject {
  dynamic var count = 0  // <- B1
  private dynamic var hidden = false  // <- B1

  // Fine: a variable that happens to be called `dynamic`.
  let dynamic = true
}
