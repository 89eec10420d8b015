/// How to register a cell class and show an item in it, with a closure: the shape of
/// `UICollectionView.CellRegistration` from iOS 14.
///
/// Use a registration for cells that do not conform to ``ConfigurableCell`` (a system cell,
/// a cell from another module), or to register one cell class under several identifiers.
///
/// ```swift
/// let subtitle = CellRegistration<UITableViewCell, Pokemon>(reuseIdentifier: "subtitle") {
///   cell, path, pokemon in
///   cell.textLabel?.text = pokemon.name
///   cell.detailTextLabel?.text = pokemon.type
/// }
/// ```
public struct CellRegistration<Cell: AnyObject, Item>: Sendable {
  /// The identifier under which the cell is registered and dequeued.
  public let reuseIdentifier: String

  /// The name of the nib file the cell is loaded from, or `nil` to create the cell from its
  /// class.
  public let nibName: String?

  /// The class registered: `Cell` itself, or a subclass of it.
  public let cellClass: Cell.Type

  /// Shows an item in a cell: called with the cell, the row's position and the item.
  public let handler: @MainActor @Sendable (Cell, ItemPath, Item) -> Void

  // MARK: Lifecycle

  /// Creates a registration from a closure that shows an item in a cell.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier to register the cell under; by default the cell's
  ///     own ``ConfigurableCell/reuseIdentifier-swift.type.property`` if it is a configurable
  ///     cell, otherwise its type's fully qualified name, `String(reflecting:)`.
  ///   - nibName: The nib to load the cell from, or `nil` to create it from its class.
  ///   - cellClass: The class to register: `Cell` by default, or a subclass chosen at run
  ///     time (a cell style, say) that `handler` configures as a `Cell`.
  ///   - handler: Shows an item in a cell, given the row's position.
  public init(
    reuseIdentifier: String = CellReuseIdentifier.registered(for: Cell.self),
    nibName: String? = nil,
    cellClass: Cell.Type = Cell.self,
    handler: @escaping @MainActor @Sendable (Cell, ItemPath, Item) -> Void
  ) {
    self.reuseIdentifier = reuseIdentifier
    self.nibName = nibName
    self.cellClass = cellClass
    self.handler = handler
  }

  // MARK: Public

  /// What a surface needs to register the cell, without the item type.
  public var erased: AnyCellRegistration {
    AnyCellRegistration(reuseIdentifier: reuseIdentifier, cellClass: cellClass, nibName: nibName)
  }

  /// Shows an item in a cell.
  ///
  /// - Parameters:
  ///   - cell: A cell dequeued with ``reuseIdentifier``.
  ///   - path: The position of the row.
  ///   - item: The item to show.
  @MainActor
  public func configure(_ cell: Cell, at path: ItemPath, with item: Item) {
    handler(cell, path, item)
  }
}

// MARK: - CellRegistration + ConfigurableCell

extension CellRegistration where Cell: ConfigurableCell, Cell.Item == Item {
  /// Creates a registration for a configurable cell, which shows items itself.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier to register the cell under; by default the cell's
  ///     ``ConfigurableCell/reuseIdentifier-swift.type.property``.
  ///   - nibName: The nib to load the cell from, or `nil` to create it from its class.
  public init(reuseIdentifier: String = Cell.reuseIdentifier, nibName: String? = nil) {
    self.init(reuseIdentifier: reuseIdentifier, nibName: nibName) { cell, path, item in
      cell.configure(with: item, at: path)
    }
  }
}
