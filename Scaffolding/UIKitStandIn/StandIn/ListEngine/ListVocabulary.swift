// MARK: - ListVocabulary

/// The words UIKit's messages use for one kind of list view.
struct ListVocabulary: Sendable {
  /// "row" or "item".
  let item: String
  /// "rows" or "items".
  let items: String
  /// "table view" or "collection view".
  let view: String
  /// "UITableViewCell" or "UICollectionViewCell".
  let cellClassName: String
  /// "UITableView" or "UICollectionView".
  let viewClassName: String
  /// The registration selector named in the empty-identifier message.
  let registerSelector: String
  /// "before and after" (tables) or "before and/or after" (collection views).
  let beforeAndAfter: String

  static let table = ListVocabulary(
    item: "row", items: "rows", view: "table view", cellClassName: "UITableViewCell",
    viewClassName: "UITableView", registerSelector: "registerClass:forCellReuseIdentifier:",
    beforeAndAfter: "before and after")

  static let collection = ListVocabulary(
    item: "item", items: "items", view: "collection view",
    cellClassName: "UICollectionViewCell", viewClassName: "UICollectionView",
    registerSelector: "registerClass:forCellWithReuseIdentifier:",
    beforeAndAfter: "before and/or after")
}
