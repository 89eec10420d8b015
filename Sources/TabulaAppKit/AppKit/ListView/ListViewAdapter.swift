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
/// func undoable(_ adapter: ListViewAdapter<Shelf, Book>) {
///   adapter.animation = .slideLeft
///   adapter.connectUndo()   // whatever editable provider the data source is bound to
/// }
/// ```
@MainActor
public class ListViewAdapter<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The data source: bind it to a provider, read and set its selection.
  public let dataSource: ListDataSource<Section, Item>
  private let surface: ListViewSurface
  /// The view as the surface drives it.
  let host: ListViewHost
  private let coordinator: NSObject
  private let undoSteps: ProviderUndoSteps<Section, Item>
  private let clicks: ClickTarget

  /// Runs when the user double-clicks an item's row, with the item's identifier: the primary
  /// action, as TabulaUIKit's SwiftUI host and SwiftUI's
  /// `contextMenu(forSelectionType:menu:primaryAction:)` call what a double-click runs on the
  /// Mac. A double-click on a group row, a column header or below the rows runs nothing.
  ///
  /// Setting it makes the adapter the view's `target`, with a `doubleAction`; `nil` gives
  /// them up, and a double-click edits a text cell again, as `NSTableView` does without one.
  public var primaryAction: (@MainActor (Set<Item.ID>) -> Void)? {
    didSet { connectClicks() }
  }

  /// Runs when the user clicks an item's row once, with the item's identifier, after the click
  /// selected the row where the list selects: the view's `action`, as TabulaList's
  /// `navigationRows(path:value:)` pushes a row's value on the Mac. A click on a group row, a
  /// column header or below the rows runs nothing.
  ///
  /// Setting it makes the adapter the view's `target`, with an `action`; `nil` gives them up
  /// when no primary action needs the target.
  public var rowAction: (@MainActor (Item.ID) -> Void)? {
    didSet { connectClicks() }
  }

  /// The animation of inserted and removed rows; `.effectFade` by default.
  public var animation: NSTableView.AnimationOptions {
    get { host.animation }
    set { host.animation = newValue }
  }

  /// Binds a table or outline view to a new data source, made for the view's surface,
  /// through the view's surface, host and coordinator. The view's own adapter then installs
  /// the coordinator as its data source and delegate, and shows the rows.
  init<Surface: ListViewSurface & ListSurface>(
    view: NSTableView, surface: Surface, host: ListViewHost,
    coordinator: some NSObject & NSMenuDelegate, clicks: ClickTarget,
    dataSource makeDataSource: (Surface) -> ListDataSource<Section, Item>,
    typeSelectText: (@MainActor (Item) -> String?)?, behavior: ListBehavior<Item>
  ) {
    self.surface = surface
    self.host = host
    self.coordinator = coordinator
    self.clicks = clicks
    dataSource = makeDataSource(surface)
    dataSource.behavior = behavior
    undoSteps = ProviderUndoSteps(following: dataSource)
    let dataSource = dataSource
    if let typeSelectText {
      surface.typeSelectText = { path in dataSource.snapshot.item(at: path).flatMap(typeSelectText)
      }
    }
    surface.deleteSelection = { dataSource.deleteSelection() }
    host.liveScroll.didEnd = { [weak surface] in surface?.userDidEndScrolling() }
    view.allowsMultipleSelection = dataSource.allowsMultipleSelection
    view.acceptsDragsOfOwnRows()
    if view.menu == nil { view.menu = NSMenu() }
    view.menu?.delegate = coordinator
    (view as? any ListCommandView)?.performCommand = { [surface] in surface.perform($0) }
    surface.primaryAction = { [weak self] path in
      guard let self, let item = dataSource.snapshot.item(at: path) else { return }
      primaryAction?([item.id])
    }
    surface.rowAction = { [weak self] path in
      guard let self, let item = dataSource.snapshot.item(at: path) else { return }
      rowAction?(item.id)
    }
  }

  /// Makes the view send its clicks to the adapter while it has a row action, and its
  /// double-clicks while it has a primary action.
  private func connectClicks() {
    guard let view = host.tableView else { return }
    if primaryAction != nil || rowAction != nil {
      view.target = clicks
      view.action = rowAction == nil ? nil : #selector(ClickTarget.click(_:))
      view.doubleAction = primaryAction == nil ? nil : #selector(ClickTarget.doubleClick(_:))
    } else if view.target === clicks {
      view.target = nil
      view.action = nil
      view.doubleAction = nil
    }
  }

  /// Registers the user's deletes and moves on an undo manager, whatever editable provider
  /// the data source is bound to (a `QueryProvider` as an ``EditableList``): ⌘Z steps the
  /// provider back with its `undo()`, ⇧⌘Z forward with its `redo()`. Binding another provider
  /// removes the steps of the one before.
  ///
  /// - Parameter undoManager: The undo manager; the view's (its window's) by default.
  /// - Returns: Whether an undo manager was connected: the view has none outside a window.
  @discardableResult
  public func connectUndo(to undoManager: UndoManager? = nil) -> Bool {
    guard let undoManager = undoManager ?? host.tableView?.undoManager else { return false }
    undoSteps.connect(to: undoManager)
    return true
  }

  /// Registers the edits of a list on an undo manager: the user's deletes and moves, and the
  /// list's own edits too, are undone by ⌘Z and redone by ⇧⌘Z (``EditableList/connectUndo(to:)``).
  /// Use this or ``connectUndo(to:)``, not both, or each edit is two steps.
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
