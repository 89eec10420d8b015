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
/// A paged provider loads its next page as items near the end show. In a
/// ``ListCollectionView``, Delete deletes the selection. The layout is yours: give the view
/// one, with header sizes where sections have titles. Keep the adapter: the collection view
/// holds its data source and delegate weakly.
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

  /// Binds a collection view to a new data source whose items are shown by one registration.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view, with its layout.
  ///   - registration: How each item is made and configured.
  ///   - behavior: What the user may do: delete and select several items (read once, here,
  ///     for the view's `allowsMultipleSelection`).
  ///   - diagnostics: Where the data source reports misuse.
  public init<Cell: NSCollectionViewItem>(
    collectionView: NSCollectionView, registration: CellRegistration<Cell, Item>,
    behavior: ListBehavior<Item> = ListBehavior(),
    diagnostics: ListDiagnostic.Handler = .print
  ) {
    self.collectionView = collectionView
    host = CollectionViewHost(collectionView: collectionView)
    surface.view = host
    coordinator = CollectionViewCoordinator(surface: surface)
    dataSource = ListDataSource(
      surface: surface, registration: registration, diagnostics: diagnostics)
    dataSource.behavior = behavior
    undoSteps = ProviderUndoSteps(following: dataSource)
    let dataSource = dataSource
    surface.deleteSelection = { dataSource.deleteSelection() }
    (collectionView as? any ListCommandView)?.performCommand = { [surface] in
      surface.perform($0)
    }
    collectionView.isSelectable = true
    collectionView.allowsMultipleSelection = dataSource.allowsMultipleSelection
    collectionView.dataSource = coordinator
    collectionView.delegate = coordinator
    surface.reloadData()
  }

  /// Registers the user's deletes of whatever editable provider the data source is bound to
  /// on an undo manager: ⌘Z steps the provider back with its `undo()`, ⇧⌘Z forward with its
  /// `redo()`. Binding another provider removes the steps of the one before.
  ///
  /// - Parameter undoManager: The undo manager; the view's (its window's) by default.
  /// - Returns: Whether an undo manager was connected: the view has none outside a window.
  @discardableResult
  public func connectUndo(to undoManager: UndoManager? = nil) -> Bool {
    guard let undoManager = undoManager ?? collectionView?.undoManager else { return false }
    undoSteps.connect(to: undoManager)
    return true
  }
}
#endif
