/// A cell that ``HeadlessListView`` can create from its class, as UIKit creates a registered
/// cell class.
///
/// Swift creates an instance of a class known only at run time through a protocol's (or a
/// `required`) initializer alone, so a headless list needs this one line for each cell class
/// of a screen it shows, in the tests or beside the cell: a final class with an `init()`
/// (written, or given by default values) needs nothing more.
///
/// ```swift
/// final class BookCell: ConfigurableCell {
///   var title = ""
///   func configure(with book: Book, at path: ItemPath) { title = book.title }
/// }
/// extension BookCell: HeadlessConstructibleCell {}
/// ```
///
/// On Apple platforms, `UITableViewCell` and `UICollectionViewCell` subclasses need no
/// conformance: the view creates them with the initializer UIKit calls. For a cell made some
/// other way, pass `makeCell` to ``HeadlessListView/init(surfaceKind:visibleRowLimit:isDisplayingList:completesUpdatesImmediately:makeCell:)``.
@MainActor
public protocol HeadlessConstructibleCell: AnyObject {
  /// Creates an empty cell.
  init()
}
