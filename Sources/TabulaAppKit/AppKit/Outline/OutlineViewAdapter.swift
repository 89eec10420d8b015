#if canImport(AppKit) && os(macOS)
public import AppKit
@_spi(Surfaces) @_spi(AppKitUpdates) public import Tabula

/// Binds a list data source to a view-based `NSOutlineView`: each row of an outline shows
/// under its parent, and each update reaches the view as calls by parent and child index
/// inside `beginUpdates()` and `endUpdates()`.
///
/// ```swift
/// let adapter = OutlineViewAdapter<Region, Place>(
///   outlineView: outlineView, registration: registration, typeSelectText: \.name)
/// token = adapter.dataSource.bind(to: places)
/// ```
///
/// Each row is handed to AppKit as one object for as long as it shows (`NSOutlineView`
/// identifies items by object), so expansion and selection stay with the row across
/// updates. Expansion is the data source's: a click on a disclosure triangle asks the data
/// source to expand or collapse the row, and the update that shows or hides its children
/// expands or collapses it by identity. Menus, the Delete key (in a ``ListOutlineView``),
/// undo and type-to-select work as in ``TableViewAdapter``. Keep the adapter: the outline
/// view holds its data source and delegate weakly.
@MainActor
public final class OutlineViewAdapter<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The data source: bind it to a provider, read and set its selection.
  public let dataSource: ListDataSource<Section, Item>
  /// The outline view.
  public private(set) weak var outlineView: NSOutlineView?
  private let surface = OutlineSurface()
  private let host: OutlineViewHost
  private let coordinator: OutlineViewCoordinator

  /// The animation of inserted and removed rows; `.effectFade` by default.
  public var animation: NSTableView.AnimationOptions {
    get { host.animation }
    set { host.animation = newValue }
  }

  /// Binds an outline view to a new data source whose items are shown by one registration.
  ///
  /// - Parameters:
  ///   - outlineView: A view-based outline view, with at least one column.
  ///   - registration: How each item's cell view is made and configured.
  ///   - typeSelectText: The text type-to-select matches for an item; `nil` leaves type-to-select
  ///     to what the cells show, as AppKit does by default.
  ///   - behavior: What the user may do: delete, select several rows (read once, here, for
  ///     the view's `allowsMultipleSelection`), and the actions of swipes and menus.
  ///   - diagnostics: Where the data source reports misuse.
  public init<Cell: NSView>(
    outlineView: NSOutlineView, registration: CellRegistration<Cell, Item>,
    typeSelectText: (@MainActor (Item) -> String?)? = nil,
    behavior: ListBehavior<Item> = ListBehavior(),
    diagnostics: ListDiagnostic.Handler = .print
  ) {
    self.outlineView = outlineView
    host = OutlineViewHost(outlineView: outlineView, animation: .effectFade)
    coordinator = OutlineViewCoordinator(surface: surface, outlineView: outlineView)
    dataSource = ListDataSource(
      surface: surface, registration: registration, diagnostics: diagnostics)
    dataSource.behavior = behavior
    surface.view = host
    let dataSource = dataSource
    if let typeSelectText {
      surface.typeSelectText = { path in dataSource.snapshot.item(at: path).flatMap(typeSelectText)
      }
    }
    surface.deleteSelection = { dataSource.deleteSelection() }
    outlineView.allowsMultipleSelection = dataSource.allowsMultipleSelection
    outlineView.dataSource = coordinator
    outlineView.delegate = coordinator
    if outlineView.menu == nil { outlineView.menu = NSMenu() }
    outlineView.menu?.delegate = coordinator
    (outlineView as? ListOutlineView)?.performCommand = { [surface] in surface.perform($0) }
    surface.reloadData()
  }

  /// Registers the edits of a list on an undo manager: ⌘Z undoes them, ⇧⌘Z redoes them.
  ///
  /// - Parameters:
  ///   - list: The editable list the data source is bound to.
  ///   - undoManager: The undo manager; the outline view's (its window's) by default.
  /// - Returns: Whether an undo manager was connected.
  @discardableResult
  public func connectUndo(
    of list: EditableList<Section, Item>, to undoManager: UndoManager? = nil
  ) -> Bool {
    guard let undoManager = undoManager ?? outlineView?.undoManager else { return false }
    list.connectUndo(to: undoManager)
    return true
  }
}
#endif
