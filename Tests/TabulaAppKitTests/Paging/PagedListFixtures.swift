@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTesting

/// A `PagedProvider` of entries whose pages the test hands out, bound to a data source that
/// drives a table surface over ``TableHostModel``; its one section's title shows as a group
/// row above the items.
@MainActor
struct PagedTableFixture {
  let pages = ManualPageLoader<Entry, Int>()
  let host = TableHostModel()
  let surface = TableSurface()
  let provider: PagedProvider<Entry, Int>
  let dataSource: ListDataSource<ListSection, Entry>
  let token: ObservationToken

  init(header: String? = "Entries", prefetchDistance: Int) {
    provider = PagedProvider(
      section: ListSection(id: "entries", header: header), prefetchDistance: prefetchDistance,
      diagnostics: .ignore, loadPage: pages.loader)
    surface.view = host
    dataSource = ListDataSource(surface: surface, registration: .entries, diagnostics: .ignore)
    let dataSource = dataSource
    host.model.shown = {
      let header: [AnyHashable] = dataSource.snapshot.sections.first?.header == nil ? [] : ["§"]
      return header + dataSource.snapshot.itemIdentifiers.map { AnyHashable($0) }
    }
    token = dataSource.bind(to: provider)
  }

  /// Loads the first page, of the entries `ids`, with `next` as the next page's cursor.
  func loadFirstPage(_ ids: ClosedRange<Int>, next: Int?) async {
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(ids.map { Entry($0) }, next: next)
  }
}

/// A `PagedProvider` of entries whose pages the test hands out, bound to a data source that
/// drives an outline surface over ``OutlineHostModel``: a flat list, each entry a top-level row.
@MainActor
struct PagedOutlineFixture {
  let pages = ManualPageLoader<Entry, Int>()
  let host = OutlineHostModel()
  let surface = OutlineSurface()
  let provider: PagedProvider<Entry, Int>
  let dataSource: ListDataSource<ListSection, Entry>
  let token: ObservationToken

  init(prefetchDistance: Int) {
    provider = PagedProvider(
      prefetchDistance: prefetchDistance, diagnostics: .ignore, loadPage: pages.loader)
    host.surface = surface
    surface.view = host
    dataSource = ListDataSource(surface: surface, registration: .entries, diagnostics: .ignore)
    token = dataSource.bind(to: provider)
  }

  /// Loads the first page, of the entries `ids`, with `next` as the next page's cursor.
  func loadFirstPage(_ ids: ClosedRange<Int>, next: Int?) async {
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(ids.map { Entry($0) }, next: next)
  }

  /// The object the view holds for the row of an entry.
  func object(_ id: Int) -> OutlineItemObject? {
    host.rows.first { $0.item.id == AnyHashable(id) }?.item
  }
}
