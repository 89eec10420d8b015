#if canImport(UIKit)
internal import Tabula

// MARK: - TableViewController + ProviderHooks

extension TableViewController {
  /// What the controller does with its provider, chosen from the provider's type when the
  /// controller is made: how the data source binds to it, and its editing and loading, if it
  /// has them. The overloads below pick the hooks statically: no provider is ever cast.
  struct ProviderHooks {
    /// Binds the data source to the provider.
    let bind: @MainActor (ListDataSource<Section, Item>, _ editable: Bool) -> ObservationToken

    /// Calls the closure after every change of the provider's data.
    let observe: @MainActor (@escaping @MainActor () -> Void) -> ObservationToken

    /// The provider's undo history, for an editable provider.
    let history: (@MainActor () -> UndoHistory<Section, Item>)?

    /// Undoes or redoes (`true`: undo) the provider's last step, for an editable provider.
    let step: (@MainActor (_ undo: Bool) throws -> Void)?

    /// The provider's load state, and its observation, for a provider that loads.
    let loading:
      (
        state: @MainActor () -> LoadState,
        observe: @MainActor (@escaping @MainActor (LoadState) -> Void) -> ObservationToken
      )?

    /// The provider's paging, for a paged provider.
    var paging: Paging?

    /// What the controller needs of a paged provider: its paging state, a retry and a
    /// refresh.
    struct Paging {
      let state: @MainActor () -> PagingState
      let observe: @MainActor (@escaping @MainActor (PagingState) -> Void) -> ObservationToken
      let retry: @MainActor () -> Void
      let refresh: @MainActor () -> Void
    }

    /// The hooks of a read-only provider.
    @MainActor static func readOnly(_ provider: some DataProvider<Section, Item>) -> ProviderHooks {
      ProviderHooks(
        bind: { dataSource, _ in dataSource.bind(to: provider) },
        observe: { onChange in provider.observe { _ in onChange() } },
        history: nil, step: nil, loading: nil)
    }

    /// The hooks of a provider the user can edit, with undo and redo.
    @MainActor static func editable(_ provider: some EditableProvider<Section, Item>)
      -> ProviderHooks
    {
      ProviderHooks(
        bind: { dataSource, editable in
          editable ? dataSource.bind(to: provider) : dataSource.bind(to: provider, perform: nil)
        },
        observe: { onChange in provider.observe { _ in onChange() } },
        history: { provider.history },
        step: { undo in
          if undo { try provider.undo() } else { try provider.redo() }
        },
        loading: nil)
    }

    /// The hooks of a provider that loads, with its loading, empty and error states.
    @MainActor static func loading(_ provider: some LoadStateProviding<Section, Item>)
      -> ProviderHooks
    {
      ProviderHooks(
        bind: { dataSource, _ in dataSource.bind(to: provider) },
        observe: { onChange in provider.observe { _ in onChange() } },
        history: nil, step: nil,
        loading: (state: { provider.state }, observe: { provider.observeState($0) }))
    }

    @MainActor static func paged<Cursor>(_ provider: PagedProvider<Item, Cursor>) -> ProviderHooks
    where Section == ListSection {
      ProviderHooks(
        // A paging provider's binding reports the rows the table is about to show.
        bind: { dataSource, _ in dataSource.bind(to: provider) },
        observe: { onChange in provider.observe { _ in onChange() } },
        history: nil, step: nil,
        loading: (state: { provider.state }, observe: { provider.observeState($0) }),
        paging: Paging(
          state: { provider.pagingState },
          observe: { provider.observePagingState($0) },
          retry: { provider.retry() },
          refresh: { provider.refresh() }))
    }
  }
}
#endif
