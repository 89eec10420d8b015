/// The owner of a list's data, which publishes a snapshot whenever the data changes, and
/// declares what else it can do.
///
/// A provider is the only owner of the data: views read from it, and edits go through it.
/// Tabula ships ``EditableList`` (a snapshot in memory, set at once or edited with undo),
/// ``LoadingProvider`` (items loaded asynchronously), ``PagedProvider`` (items loaded a page
/// at a time as the user scrolls) and ``StreamProvider`` (the lists an `AsyncSequence`
/// produces); `TabulaGRDB` adds a provider backed by a live SQLite query.
///
/// **Capabilities are requirements with defaults.** Beyond its snapshot, a provider may
/// accept the user's edits with undo and redo, report where its loading is, load pages as the
/// user scrolls, and ask for long updates to be planned off the main actor. Each capability
/// is a requirement of this protocol with a default that does without it, so
/// `ListDataSource.bind(to:)` and the screens find what a provider can do from the provider
/// itself, through generic code too, and never by casting it.
///
/// **How changes are published.** A provider has one mechanism: ``observe(_:)``. The closure
/// is called on the main actor with the new snapshot after every change, in the order the
/// changes happened, and never for a change that failed. It is not called with the current
/// snapshot when observation starts; read ``snapshot`` for that.
///
/// ```swift
/// let books = try EditableList(items: shelf)
/// let token = books.observe { snapshot in
///   dataSource.apply(snapshot)  // the update engine animates the difference
/// }
/// ```
@MainActor
public protocol DataProvider<Section, Item>: AnyObject {
  /// The section model.
  associatedtype Section: SectionModel

  /// The item model.
  associatedtype Item: Identifiable & Equatable where Item.ID: Sendable

  /// The current state of the data.
  var snapshot: Snapshot<Section, Item> { get }

  /// Calls `onChange` with the new snapshot after every change, until the returned token is
  /// cancelled or released.
  ///
  /// - Parameter onChange: Called on the main actor with each new snapshot.
  /// - Returns: The token that keeps the observation alive.
  func observe(_ onChange: @escaping @MainActor (Snapshot<Section, Item>) -> Void)
    -> ObservationToken

  // MARK: Editing

  /// Whether the provider accepts the user's edits through ``perform(_:named:)``; `false` by
  /// default.
  var isEditable: Bool { get }

  /// Whether the user may delete or move the item with this identifier; by default
  /// ``isEditable``, for every item. A provider of rows of which only some are its to edit
  /// (``ComposedList``'s fixed rows) says no for the others, and a bound data source offers
  /// them no delete or move control.
  ///
  /// - Parameter id: The item's identifier.
  /// - Returns: Whether the item is editable.
  func canEditItem(withID id: Item.ID) -> Bool

  /// The steps that can be undone and redone, with their names; empty by default.
  var history: UndoHistory<Section, Item> { get }

  /// Applies an edit and records it as one undoable step.
  ///
  /// By default the provider refuses every edit with ``SnapshotError/notEditable``.
  ///
  /// - Parameters:
  ///   - operation: The edit; a ``EditOperation/group(_:)`` is one step.
  ///   - name: The step's name, for "Undo …" and "Redo …" titles.
  /// - Throws: The reason the edit was refused; then the data and the history are unchanged.
  func perform(_ operation: EditOperation<Section, Item>, named name: String) throws

  /// Reverts the last step; by default there is none.
  ///
  /// - Returns: The reverted step's name, or `nil` if there was nothing to undo.
  /// - Throws: The reason the step could not be reverted; then nothing changes.
  @discardableResult
  func undo() throws -> String?

  /// Carries out the last undone step again; by default there is none.
  ///
  /// - Returns: The step's name, or `nil` if there was nothing to redo.
  /// - Throws: The reason the step could not be carried out; then nothing changes.
  @discardableResult
  func redo() throws -> String?

  /// Receives the error of an edit the provider refused, when the user made the edit on a
  /// bound surface; `nil` (the default) reports it as a diagnostic of the data source.
  var onError: (@MainActor (any Error) -> Void)? { get }

  // MARK: Loading

  /// Where the loading of the data is; `.loaded` by default, for data that is at hand.
  var loadState: LoadState { get }

  /// Calls `onChange` with the new state after every change of ``loadState``, until the
  /// returned token is cancelled or released; by default the state never changes.
  ///
  /// - Parameter onChange: Called on the main actor with each new state.
  /// - Returns: The token that keeps the observation alive.
  func observeLoadState(_ onChange: @escaping @MainActor (LoadState) -> Void)
    -> ObservationToken

  // MARK: Paging

  /// Whether the provider loads more items as the user scrolls; `false` by default.
  var isPaged: Bool { get }

  /// Where the loading of pages is; ``PagingState/endOfList`` by default.
  var pagingState: PagingState { get }

  /// Calls `onChange` with the new state after every change of ``pagingState``, until the
  /// returned token is cancelled or released; by default the state never changes.
  ///
  /// - Parameter onChange: Called on the main actor with each new state.
  /// - Returns: The token that keeps the observation alive.
  func observePagingState(_ onChange: @escaping @MainActor (PagingState) -> Void)
    -> ObservationToken

  /// The item at a position of ``snapshot`` is about to appear on screen; a paged provider
  /// loads the next page when the item is near the end. Ignored by default.
  ///
  /// - Parameter path: The item's position in the provider's current snapshot.
  func itemWillAppear(at path: ItemPath)

  /// Loads the list again from its first page; by default there is nothing to load.
  ///
  /// - Returns: The loading, or `nil` if nothing loads.
  @discardableResult
  func refresh() -> Task<Void, Never>?

  /// Loads the page that failed again; by default there is nothing to load.
  ///
  /// - Returns: The loading, or `nil` if no page had failed.
  @discardableResult
  func retry() -> Task<Void, Never>?

  // MARK: Searching

  /// Whether a list offers a search field whose text goes to ``search(_:)``; `false` by
  /// default (``SearchFilter`` and ``SearchLoader`` are searchable).
  var isSearchable: Bool { get }

  /// Takes the text of the list's search field as the user types it.
  ///
  /// - Parameter text: The search field's text.
  func search(_ text: String)

  // MARK: Binding

  /// Sets up a data source that `ListDataSource.bind(to:)` is about to bind to the provider,
  /// before its first snapshot: for example, a provider of long lists that change as a whole
  /// sets the data source's `plansLongUpdatesInBackground`. Does nothing by default.
  ///
  /// - Parameter dataSource: The data source.
  func prepare(_ dataSource: ListDataSource<Section, Item>)
}
