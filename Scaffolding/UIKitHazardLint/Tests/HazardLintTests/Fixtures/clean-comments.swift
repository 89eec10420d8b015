// expect: clean
// swift-format-ignore-file
// The banned words appear only in comments and string literals here: @objc, #selector,
// Selector("x"), responds(to:), NSStringFromClass, @objc dynamic var, optional func.
import UIKit

/// Never write `@objc` or `#selector(handleTap)`; see `NSStringFromClass(_:)`.
/* A block comment: @objc dynamic var x = 0 /* nested: #selector(a) */ still a comment:
   delegate.responds(to: Selector("x")) */
final class Notes<Item>: NSObject, UITableViewDataSource {
  let message = "Use UIAction instead of #selector(tap) and @objc"
  let escaped = "quote \" then @objc and \\ then NSStringFromClass(x)"
  let interpolated = "\(String(describing: Notes.self)) not NSStringFromClass(\("Selector(x)"))"
  let raw = #"raw "strings" may say @objc and responds(to:) and \(not interpolated)"#
  let rawInterpolated = #"value: \#(1 + 1), "@objc" stays text"#
  let twoHashes = ##"a "#selector" inside #"..."# and \##(2) NSStringFromClass"##
  let multiline = """
    extension Notes {
      func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    }
    @objc dynamic var \(1) "quoted" NSStringFromClass
    """
  let regex = #/@objc|#selector\(.*\)/#
  let url = "https://example.com/*not-a-comment*/"  // and */ here is nothing

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }

  func `raw identifier mentioning @objc and #selector`() {}
}

// extension Notes {
//   func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
// }

/*
extension Notes {
  func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
*/

// `canImport(UIKit)` is the file guard, not a hazard.
#if canImport(UIKit)
let guarded = true
#endif
