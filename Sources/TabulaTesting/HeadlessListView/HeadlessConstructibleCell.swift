/// A cell that ``HeadlessListView`` can create from its class, as UIKit creates a registered
/// cell class.
///
/// ```swift
/// final class BookCell: ConfigurableCell, HeadlessConstructibleCell {
///   var title = ""
///   init() {}
///   func configure(with book: Book, at path: ItemPath) { title = book.title }
/// }
/// ```
@MainActor
public protocol HeadlessConstructibleCell: AnyObject {
  /// Creates an empty cell.
  init()
}
