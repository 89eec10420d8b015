// MARK: - PartProvider

/// What the provider of a ``ListPart`` can do, read from its ``DataProvider`` requirements
/// when the part is made: its editing, loading and paging, in the provider's own positions,
/// whatever row the part makes of each of its items.
@MainActor
struct PartProvider {
  /// An edit of the part, by positions in the provider's snapshot.
  enum Edit {
    /// Deletes the items at these positions.
    case delete([ItemPath])
    /// Moves the item at a position to another, counted once it is taken out.
    case move(ItemPath, to: ItemPath)
  }

  let isEditable: @MainActor () -> Bool
  let perform: @MainActor (Edit, _ name: String) throws -> Void
  let undo: @MainActor () throws -> String?
  let redo: @MainActor () throws -> String?
  /// The names of the provider's steps to undo (oldest first) and to redo (next one last).
  let stepNames: @MainActor () -> (undo: [String], redo: [String])
  let loadState: @MainActor () -> LoadState
  let observeLoadState: @MainActor (@escaping @MainActor (LoadState) -> Void) -> ObservationToken
  let isPaged: @MainActor () -> Bool
  let pagingState: @MainActor () -> PagingState
  let observePagingState:
    @MainActor (@escaping @MainActor (PagingState) -> Void) -> ObservationToken
  let itemWillAppear: @MainActor (ItemPath) -> Void
  let refresh: @MainActor () -> Task<Void, Never>?
  let retry: @MainActor () -> Task<Void, Never>?

  /// The capabilities of `provider`.
  init<Provider: DataProvider>(_ provider: Provider) {
    isEditable = { provider.isEditable }
    perform = { edit, name in try provider.perform(Self.operation(edit, in: provider), named: name)
    }
    undo = { try provider.undo() }
    redo = { try provider.redo() }
    stepNames = {
      let history = provider.history
      return (history.undoSteps.map(\.name), history.redoSteps.map(\.name))
    }
    loadState = { provider.loadState }
    observeLoadState = { provider.observeLoadState($0) }
    isPaged = { provider.isPaged }
    pagingState = { provider.pagingState }
    observePagingState = { provider.observePagingState($0) }
    itemWillAppear = { provider.itemWillAppear(at: $0) }
    refresh = { provider.refresh() }
    retry = { provider.retry() }
  }

  /// The provider's edit of its items at the positions `edit` names.
  private static func operation<Provider: DataProvider>(_ edit: Edit, in provider: Provider)
    throws(SnapshotError<Provider.Section.ID, Provider.Item.ID>)
    -> EditOperation<Provider.Section, Provider.Item>
  {
    let snapshot = provider.snapshot
    func id(at path: ItemPath) throws(SnapshotError<Provider.Section.ID, Provider.Item.ID>)
      -> Provider.Item.ID
    {
      guard let item = snapshot.item(at: path) else { throw .positionOutOfRange(path) }
      return item.id
    }
    switch edit {
    case .delete(let paths):
      var ids: [Provider.Item.ID] = []
      for path in paths { ids.append(try id(at: path)) }
      return .deleteItems(ids)
    case .move(let source, let destination):
      return .moveItem(try id(at: source), to: destination)
    }
  }
}
