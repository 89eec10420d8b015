#if canImport(UIKit)
internal import Tabula

// MARK: - TableViewController + ProviderHooks

extension TableViewController {
  /// What the controller does with its provider, read from the provider's capabilities when
  /// the controller is made: how the data source binds to it, and its editing, loading,
  /// paging and searching. No provider is ever cast.
  struct ProviderHooks {
    /// Binds the data source to the provider.
    let bind: @MainActor (ListDataSource<Section, Item>) -> ObservationToken

    /// Calls the closure after every change of the provider's data.
    let observe: @MainActor (@escaping @MainActor () -> Void) -> ObservationToken

    /// The provider's undo history, for an editable provider.
    let history: (@MainActor () -> UndoHistory<Section, Item>)?

    /// Undoes or redoes (`true`: undo) the provider's last step, for an editable provider.
    let step: (@MainActor (_ undo: Bool) throws -> Void)?

    /// The provider's load state, and its observation.
    let loading:
      (
        state: @MainActor () -> LoadState,
        observe: @MainActor (@escaping @MainActor (LoadState) -> Void) -> ObservationToken
      )

    /// The provider's paging, for a paged provider.
    let paging: Paging?

    /// Hands the search field's text to the provider, for a searchable provider.
    let search: (@MainActor (String) -> Void)?

    /// What the controller needs of a paged provider: its paging state, a retry and a
    /// refresh.
    struct Paging {
      let state: @MainActor () -> PagingState
      let observe: @MainActor (@escaping @MainActor (PagingState) -> Void) -> ObservationToken
      let retry: @MainActor () -> Void
      let refresh: @MainActor () -> Void
    }

    /// The hooks of a provider, from what it can do: its editing, loading and paging.
    @MainActor static func of(_ provider: some DataProvider<Section, Item>) -> ProviderHooks {
      var history: (@MainActor () -> UndoHistory<Section, Item>)?
      var step: (@MainActor (_ undo: Bool) throws -> Void)?
      if provider.isEditable {
        history = { provider.history }
        step = { undo in
          if undo { try provider.undo() } else { try provider.redo() }
        }
      }
      var paging: Paging?
      if provider.isPaged {
        paging = Paging(
          state: { provider.pagingState },
          observe: { provider.observePagingState($0) },
          retry: { provider.retry() },
          refresh: { provider.refresh() })
      }
      var search: (@MainActor (String) -> Void)?
      if provider.isSearchable {
        search = { text in provider.search(text) }
      }
      return ProviderHooks(
        bind: { dataSource in dataSource.bind(to: provider) },
        observe: { onChange in provider.observe { _ in onChange() } },
        history: history,
        step: step,
        loading: (state: { provider.loadState }, observe: { provider.observeLoadState($0) }),
        paging: paging,
        search: search)
    }
  }
}
#endif
