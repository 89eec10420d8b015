#if canImport(AppKit) && os(macOS)
public import AppKit
@_spi(Surfaces) @_spi(AppKitUpdates) public import Tabula

/// Binds a list data source to an `NSCollectionView`: the collection view shows the list's
/// sections and items, each section's header title as a header view where its layout has
/// headers, and takes each update of the list as one `performBatchUpdates(_:completionHandler:)`.
///
/// ```swift
/// let registration = CellRegistration<PhotoItem, Photo> { item, _, photo in
///   item.textField?.stringValue = photo.caption
/// }
/// let adapter = CollectionViewAdapter<Album, Photo>(
///   collectionView: collectionView, registration: registration)
/// token = adapter.dataSource.bind(to: photos)
/// adapter.connectUndo()
/// ```
///
/// Items are made from the registration's `NSCollectionViewItem` class (or nib) and reused by
/// its reuse identifier (`makeItem(withIdentifier:for:)`); the registration's handler gets
/// them typed. The adapter makes the view selectable; the selection is the data source's, kept
/// by identity across updates, and with multiple selection allowed, ⌘- and ⇧-clicks add items.
/// Where the behaviour allows moving, the user drags items (the selection, when the dragged
/// item is one of several selected) within and across sections, each drop an undo step. A
/// paged provider loads its next page as items near the end show, and items that come or go
/// above the visible ones leave those where they were (the data source's `scrollAnchoring`,
/// from the layout's frames). In a
/// ``ListCollectionView``, Delete deletes the selection, a right-click shows the behaviour's
/// menu for the item or the selection it is part of, and a double-click runs
/// ``primaryAction``. The layout is yours: give the view one, with header sizes where sections
/// have titles. Keep the adapter: the collection view holds its data source and delegate
/// weakly.
@MainActor
public final class CollectionViewAdapter<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The data source: bind it to a provider, read and set its selection.
  public let dataSource: ListDataSource<Section, Item>
  /// The collection view.
  public private(set) weak var collectionView: NSCollectionView?
  private let surface = CollectionSurface()
  private let host: CollectionViewHost
  private let coordinator: CollectionViewCoordinator
  private let undoSteps: ProviderUndoSteps<Section, Item>

  /// Runs when the user double-clicks an item of a ``ListCollectionView``, with the item's
  /// identifier: the primary action, as a table adapter's. A double-click between items runs
  /// nothing.
  public var primaryAction: (@MainActor (Set<Item.ID>) -> Void)?

  /// Binds a collection view to a new data source whose items are shown by one registration.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view, with its layout.
  ///   - registration: How each item is made and configured.
  ///   - behavior: What the user may do: delete, move and select several items (read once,
  ///     here, for the view's `allowsMultipleSelection`), and the actions of its menu.
  ///   - diagnostics: Where the data source reports misuse.
  public init<Cell: NSCollectionViewItem>(
    collectionView: NSCollectionView, registration: CellRegistration<Cell, Item>,
    behavior: ListBehavior<Item> = ListBehavior(),
    diagnostics: ListDiagnostic.Handler = .print
  ) {
    self.collectionView = collectionView
    host = CollectionViewHost(collectionView: collectionView)
    surface.view = host
    surface.scrolling = host
    host.liveScroll.didEnd = { [weak surface] in surface?.userDidEndScrolling() }
    coordinator = CollectionViewCoordinator(surface: surface, view: collectionView)
    dataSource = ListDataSource(
      surface: surface, registration: registration, diagnostics: diagnostics)
    dataSource.behavior = behavior
    undoSteps = ProviderUndoSteps(following: dataSource)
    let dataSource = dataSource
    surface.deleteSelection = { dataSource.deleteSelection() }
    if let listView = collectionView as? ListCollectionView {
      listView.performCommand = { [surface] in surface.perform($0) }
      listView.didDoubleClick = { [surface] in
        surface.userDidDoubleClickItem(at: $0.map(ItemPath.init))
      }
      if listView.menu == nil { listView.menu = NSMenu() }
      listView.menu?.delegate = coordinator
    }
    surface.primaryAction = { [weak self] path in
      guard let self, let item = dataSource.snapshot.item(at: path) else { return }
      primaryAction?([item.id])
    }
    collectionView.acceptsDragsOfOwnItems()
    collectionView.isSelectable = true
    collectionView.allowsMultipleSelection = dataSource.allowsMultipleSelection
    collectionView.dataSource = coordinator
    collectionView.delegate = coordinator
    surface.reloadData()
  }

  /// Registers the user's deletes and moves of whatever editable provider the data source is
  /// bound to on an undo manager: ⌘Z steps the provider back with its `undo()`, ⇧⌘Z forward
  /// with its `redo()`. Binding another provider removes the steps of the one before.
  ///
  /// - Parameter undoManager: The undo manager; the view's (its window's) by default.
  /// - Returns: Whether an undo manager was connected: the view has none outside a window.
  @discardableResult
  public func connectUndo(to undoManager: UndoManager? = nil) -> Bool {
    guard let undoManager = undoManager ?? collectionView?.undoManager else { return false }
    undoSteps.connect(to: undoManager)
    return true
  }

  /// Shows a provider's loading in a ``ListStatusView`` over the view's items, as a table
  /// adapter does (``ListViewAdapter/showStatus(of:emptyText:)``).
  ///
  /// - Parameters:
  ///   - provider: The provider the data source is bound to.
  ///   - emptyText: The text over a loaded list without items; `nil` shows nothing there.
  /// - Returns: The status view, to restyle; `nil` when the view is in no scroll view.
  @discardableResult
  public func showStatus(of provider: some DataProvider<Section, Item>, emptyText: String? = nil)
    -> ListStatusView?
  {
    collectionView?.enclosingScrollView.map {
      ListStatusView(following: provider, emptyText: emptyText, over: $0)
    }
  }
}
#endif
