/// The UIKit classes the lint knows by name.
enum UIKitClasses {
  /// Controllers that adopt UIKit protocols and declare their methods as class members, so
  /// subclasses must write `override`; with the protocols each adopts.
  static let controllers: [String: [String]] = [
    "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate"],
    "UICollectionViewController": ["UICollectionViewDataSource", "UICollectionViewDelegate"],
  ]

  /// Classes a scanned class may inherit from. Anything else in first place of an inheritance
  /// clause that is neither a known protocol nor generic ends a superclass chain.
  static let external: Set<String> = Set(controllers.keys).union([
    "NSObject", "UIResponder", "UIView", "UIViewController", "UIScrollView", "UITableView",
    "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
    "UITableViewHeaderFooterView", "UINavigationController",
  ])
}
