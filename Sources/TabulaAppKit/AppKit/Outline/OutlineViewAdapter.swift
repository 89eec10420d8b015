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
/// undo and type-to-select work as in ``TableViewAdapter``. When the behaviour allows moving
/// and the bound provider is editable, the user drags a row, with its children, within and
/// across levels: it lands before the row that follows the drop, as that row's sibling (the
/// outline view shows the drop there), or at the end of a section's top level. Keep the
/// adapter: the outline view holds its data source and delegate weakly.
///
/// The outline view's top level is every section's top-level rows, one section after
/// another: it shows no section headers or footers (``ListBehavior/headerTitle`` and
/// ``ListBehavior/footerTitle`` go unread). A list whose sections need titles shows them in a
/// ``TableViewAdapter``, as group rows and footer rows.
@MainActor
public final class OutlineViewAdapter<Section: SectionModel, Item: Identifiable & Equatable>:
  ListViewAdapter<Section, Item>
where Item.ID: Sendable {
  /// The outline view.
  public private(set) weak var outlineView: NSOutlineView?

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
    let surface = OutlineSurface()
    let host = OutlineViewHost(outlineView: outlineView)
    surface.view = host
    surface.scrolling = host
    let coordinator = OutlineViewCoordinator(surface: surface, view: outlineView)
    super.init(
      view: outlineView, surface: surface, host: host, coordinator: coordinator,
      clicks: ClickTarget(
        click: { [weak surface] view in surface?.userDidClick(view.clickedItem) },
        doubleClick: { [weak surface] view in surface?.userDidDoubleClick(view.clickedItem) }
      ),
      dataSource: {
        ListDataSource(surface: $0, registration: registration, diagnostics: diagnostics)
      }, typeSelectText: typeSelectText, behavior: behavior)
    outlineView.dataSource = coordinator
    outlineView.delegate = coordinator
    surface.reloadData()
  }
}

extension NSTableView {
  /// The item of an outline view's `clickedRow`; `nil` for no row, or a table view.
  fileprivate var clickedItem: OutlineItemObject? {
    (self as? NSOutlineView)?.item(atRow: clickedRow) as? OutlineItemObject
  }
}
#endif
