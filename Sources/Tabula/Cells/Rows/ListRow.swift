/// One row of a list whose rows have different cell types: an identity, a cell type, and the
/// item that cell shows.
///
/// A row is made where its types are known, so the compiler checks that the item suits the
/// cell; the list then stores rows of any cell type side by side, and shows each in the
/// right cell without a `switch` on a cell kind and without a cast in your code.
///
/// ```swift
/// let rows = try Snapshot {
///   SnapshotSection("Customer") {
///     ListRow(id: "photo", cell: ImageCell.self, item: customer.photo)
///     ListRow(id: "name", cell: TextCell.self, item: TextField("Name", customer.name))
///     ListRow(id: "vip", cell: ToggleCell.self, item: Toggle("VIP", customer.isVIP))
///   }
/// }
/// try rows.cellRegistrations()  // ImageCell, TextCell, ToggleCell: register them all
/// ```
///
/// Two rows are equal when they have the same identity, the same cell registration and equal
/// items, so the update engine updates a row in place when only its item changed.
public struct ListRow<ID: Hashable & Sendable>: Identifiable, Sendable {
  /// The row's identity: two rows with the same `id` are the same row.
  public let id: ID

  /// The cell the row is shown in.
  public let registration: AnyCellRegistration

  @usableFromInline let content: any Equatable & Sendable
  private let show: @MainActor @Sendable (AnyObject, ItemPath) -> Bool
  private let onSelect: (@MainActor @Sendable () -> Void)?

  // MARK: Lifecycle

  /// Creates a row shown in a configurable cell.
  ///
  /// - Parameters:
  ///   - id: The row's identity.
  ///   - cell: The cell type; it is registered under its
  ///     ``ConfigurableCell/reuseIdentifier-swift.type.property``.
  ///   - item: The item the cell shows; the compiler checks that the cell takes it.
  ///   - didSelect: Called when the user selects the row, if anything should happen.
  public init<Cell: ConfigurableCell>(
    id: ID,
    cell: Cell.Type,
    item: Cell.Item,
    didSelect: (@MainActor @Sendable () -> Void)? = nil
  ) where Cell.Item: Equatable & Sendable {
    self.init(
      id: id, registration: CellRegistration<Cell, Cell.Item>(), item: item,
      didSelect: didSelect)
  }

  /// Creates a row shown in a cell described by a registration.
  ///
  /// - Parameters:
  ///   - id: The row's identity.
  ///   - registration: The cell and how it shows the item.
  ///   - item: The item the cell shows; the compiler checks that the registration takes it.
  ///   - didSelect: Called when the user selects the row, if anything should happen.
  public init<Cell, Item: Equatable & Sendable>(
    id: ID,
    registration: CellRegistration<Cell, Item>,
    item: Item,
    didSelect: (@MainActor @Sendable () -> Void)? = nil
  ) {
    self.id = id
    self.registration = registration.erased
    self.content = item
    self.onSelect = didSelect
    self.show = { cell, path in
      guard let cell = cell as? Cell else { return false }
      registration.configure(cell, at: path, with: item)
      return true
    }
  }

  // MARK: Public

  /// Whether selecting the row does something.
  public var isSelectable: Bool { onSelect != nil }

  /// Shows the row's item in a cell dequeued with ``registration``.
  ///
  /// - Parameters:
  ///   - cell: The dequeued cell.
  ///   - path: The position of the row.
  /// - Returns: `false`, and leaves the cell untouched, if the cell is not of the row's cell
  ///   class (a surface that registered another class under the same identifier).
  @MainActor
  @discardableResult
  public func configure(_ cell: AnyObject, at path: ItemPath) -> Bool {
    show(cell, path)
  }

  /// Runs the row's selection handler, if it has one.
  @MainActor
  public func select() {
    onSelect?()
  }
}
