#if canImport(AppKit) && os(macOS)
public import AppKit
@_spi(Surfaces) @_spi(AppKitUpdates) public import Tabula

/// What ``TableViewAdapter`` and ``OutlineViewAdapter`` share: the data source that drives
/// their view, the animation of inserted and removed rows, and undo on the window's undo
/// manager.
///
/// You make one of the two; code that works with either can take this type.
///
/// ```swift
/// func undoable(_ adapter: ListViewAdapter<Shelf, Book>, list: EditableList<Shelf, Book>) {
///   adapter.animation = .slideLeft
///   adapter.connectUndo(of: list)
/// }
/// ```
@MainActor
public class ListViewAdapter<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The data source: bind it to a provider, read and set its selection.
  public let dataSource: ListDataSource<Section, Item>
  private let surface: ListViewSurface
  private let host: ListViewHost
  private let coordinator: NSObject

  /// The animation of inserted and removed rows; `.effectFade` by default.
  public var animation: NSTableView.AnimationOptions {
    get { host.animation }
    set { host.animation = newValue }
  }

  /// Binds a table or outline view to a new data source whose items are shown by one
  /// registration, through the view's surface, host and coordinator. The view's own adapter
  /// then installs the coordinator as its data source and delegate, and shows the rows.
  init<Cell: NSView>(
    view: NSTableView, surface: some ListViewSurface & ListSurface, host: ListViewHost,
    coordinator: some NSObject & NSMenuDelegate, registration: CellRegistration<Cell, Item>,
    typeSelectText: (@MainActor (Item) -> String?)?, behavior: ListBehavior<Item>,
    diagnostics: ListDiagnostic.Handler
  ) {
    self.surface = surface
    self.host = host
    self.coordinator = coordinator
    dataSource = ListDataSource(
      surface: surface, registration: registration, diagnostics: diagnostics)
    dataSource.behavior = behavior
    let dataSource = dataSource
    if let typeSelectText {
      surface.typeSelectText = { path in dataSource.snapshot.item(at: path).flatMap(typeSelectText)
      }
    }
    surface.deleteSelection = { dataSource.deleteSelection() }
    view.allowsMultipleSelection = dataSource.allowsMultipleSelection
    if view.menu == nil { view.menu = NSMenu() }
    view.menu?.delegate = coordinator
    (view as? any ListCommandView)?.performCommand = { [surface] in surface.perform($0) }
  }

  /// Registers the edits of a list on an undo manager: the user's deletes and moves are
  /// undone by ⌘Z and redone by ⇧⌘Z.
  ///
  /// - Parameters:
  ///   - list: The editable list the data source is bound to.
  ///   - undoManager: The undo manager; the view's (its window's) by default.
  /// - Returns: Whether an undo manager was connected: the view has none outside a window.
  @discardableResult
  public func connectUndo(
    of list: EditableList<Section, Item>, to undoManager: UndoManager? = nil
  ) -> Bool {
    guard let undoManager = undoManager ?? host.tableView?.undoManager else { return false }
    list.connectUndo(to: undoManager)
    return true
  }
}
#endif
