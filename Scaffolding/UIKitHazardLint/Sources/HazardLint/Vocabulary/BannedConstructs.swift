/// B1: the Objective-C runtime constructs banned anywhere in the adapters, with what each
/// finding says.
enum BannedConstructs {
  /// Attributes, by name without `@`.
  static let attributes: [String: String] = [
    "objc": "@objc",
    "objcMembers": "@objcMembers",
    "IBAction": "@IBAction (implies @objc)",
    "IBOutlet": "@IBOutlet (implies @objc)",
    "IBInspectable": "@IBInspectable (implies @objc)",
    "IBDesignable": "@IBDesignable (Interface Builder / Objective-C)",
    "NSManaged": "@NSManaged (Objective-C runtime)",
  ]

  /// `#` expressions, by name without `#`.
  static let poundExpressions: [String: String] = [
    "selector": "#selector (use UIAction)",
    "keyPath": "#keyPath (Objective-C key path string)",
  ]

  /// Names, when they are not a member of something else.
  static let identifiers: [String: String] = [
    "Selector": "Selector (Objective-C selector; use UIAction)",
    "NSStringFromClass":
      "NSStringFromClass (traps on Linux for generic/nested/private classes;"
      + " use String(describing:))",
    "NSClassFromString": "NSClassFromString (Objective-C runtime lookup)",
    "NSSelectorFromString": "NSSelectorFromString (Objective-C selector)",
  ]

  /// `responds(to:)`.
  static let respondsTo = "responds(to:) (selector-based feature detection)"

  /// The `dynamic` modifier.
  static let dynamicModifier = "the `dynamic` modifier (Objective-C dispatch / KVO)"

  /// An `optional` protocol requirement.
  static let optionalRequirement = "an `optional` protocol requirement (@objc protocol)"

  /// A call of an optional requirement, `x.tableView?(...)`.
  ///
  /// - Parameter base: The method's base name.
  /// - Returns: What the finding says.
  static func optionalCall(_ base: String) -> String {
    "calling the UIKit optional requirement \(base)?(...) yourself"
  }
}
