/// A cell that knows how to show one kind of item.
///
/// Conform a `UITableViewCell`, a `UICollectionViewCell`, or a cell of any other surface (a
/// terminal row, a test double): the protocol names no UI framework.
///
/// ```swift
/// final class BookCell: UITableViewCell, ConfigurableCell {
///   func configure(with book: Book, at path: ItemPath) {
///     textLabel?.text = book.title
///     detailTextLabel?.text = "By " + book.author
///   }
/// }
/// ```
///
/// The cell's reuse identifier comes from its type: see ``reuseIdentifier-swift.type.property``.
/// A ``CellRegistration`` can give the same class another identifier, so one cell class
/// can be registered several times.
@MainActor
public protocol ConfigurableCell: AnyObject {
  /// The kind of item the cell shows.
  associatedtype Item

  /// The identifier under which the cell is registered and dequeued.
  ///
  /// The default is the fully qualified name of the type, such as
  /// `"MyApp.Screens.BookCell"` or `"MyApp.BadgeCell<Swift.Int>"`: unique for nested and
  /// generic types, so two cell types never share an identifier by accident.
  ///
  /// The requirement is `nonisolated` so that rows can be built off the main actor; a cell
  /// that declares its own identifier writes `nonisolated static var reuseIdentifier`.
  nonisolated static var reuseIdentifier: String { get }

  /// Shows an item.
  ///
  /// Called each time the cell is dequeued for a row, and again when the row's content
  /// changes in place; set every property the cell shows, since a reused cell still shows
  /// its previous item.
  ///
  /// - Parameters:
  ///   - item: The item to show.
  ///   - path: The position of the row in the list.
  func configure(with item: Item, at path: ItemPath)
}

// MARK: - ConfigurableCell + Defaults

extension ConfigurableCell {
  /// The fully qualified name of the cell type, unique for nested and generic types.
  public nonisolated static var reuseIdentifier: String {
    CellReuseIdentifier.default(for: Self.self)
  }
}
