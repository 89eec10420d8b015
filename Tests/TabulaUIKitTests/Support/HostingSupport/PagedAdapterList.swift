@_spi(Surfaces) import Tabula

/// An app's editable list that also pages, its paging reduced to a state the test sets: what
/// a hosted list shows at its ends (a page loading or failing above or below the rows)
/// follows ``pagingState``.
@MainActor
final class PagedAdapterList: DataProvider {
  let list: AdapterList

  /// The paging state, announced to the list's observers as it is set.
  var pagingState: PagingState {
    didSet { announcer.update(AdapterSnapshot()) }
  }

  /// Calls the paging state's observers: its every update notifies them.
  private let announcer = SnapshotProvider<AdapterSection, AdapterItem>()

  init(_ list: AdapterList, pagingState: PagingState) {
    self.list = list
    self.pagingState = pagingState
  }

  var snapshot: AdapterSnapshot { list.snapshot }

  func observe(_ onChange: @escaping @MainActor (AdapterSnapshot) -> Void) -> ObservationToken {
    list.observe(onChange)
  }

  var isEditable: Bool { list.isEditable }

  var history: UndoHistory<AdapterSection, AdapterItem> { list.history }

  func perform(_ operation: EditOperation<AdapterSection, AdapterItem>, named name: String) throws {
    try list.perform(operation, named: name)
  }

  @discardableResult
  func undo() throws -> String? { try list.undo() }

  @discardableResult
  func redo() throws -> String? { try list.redo() }

  var onError: (@MainActor (any Error) -> Void)? { list.onError }

  var isPaged: Bool { true }

  func observePagingState(_ onChange: @escaping @MainActor (PagingState) -> Void)
    -> ObservationToken
  {
    announcer.observe { [weak self] _ in
      guard let self else { return }
      onChange(pagingState)
    }
  }

  /// Loads the failed page again, as a paged provider does: it is loading at once.
  @discardableResult
  func retry() -> Task<Void, Never>? {
    switch pagingState {
    case .failedFirstPage: pagingState = .loadingFirstPage
    case .failedNextPage: pagingState = .loadingNextPage
    case .failedEarlierPage: pagingState = .loadingEarlierPage
    default: return nil
    }
    return Task {}
  }
}
