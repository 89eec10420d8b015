@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// A data source driving a ``TableSurface`` over ``TableHostModel``, in a ``ScrollViewModel``
/// that lays its rows out.
@MainActor
struct AnchoredTableFixture {
  let host = TableHostModel()
  let surface = TableSurface()
  let scroll: ScrollViewModel
  let dataSource: ListDataSource<Group, Entry>

  init(
    showing snapshot: EntrySnapshot, visibleHeight: Double = 100,
    anchoring: ScrollAnchoring = .stickToTop
  ) {
    let host = host
    scroll = ScrollViewModel(visibleHeight: visibleHeight) { host.model.rows.map(\.id) }
    surface.view = host
    surface.scrolling = scroll
    dataSource = ListDataSource(surface: surface, registration: .entries, diagnostics: .ignore)
    dataSource.scrollAnchoring = anchoring
    let dataSource = dataSource
    host.model.shown = { dataSource.tableRowIdentities }
    dataSource.apply(snapshot, animated: false)
  }

  /// What the table shows, row by row.
  var shownIDs: [AnyHashable?] { host.model.rows.map(\.id) }

  /// Where the row of an entry is, relative to the visible area's top.
  func offset(of id: Int) -> Double? { scroll.offset(of: id) }

}

/// A data source driving an ``OutlineSurface`` over ``OutlineHostModel``, in a
/// ``ScrollViewModel`` that lays its rows out.
@MainActor
struct AnchoredOutlineFixture {
  let host = OutlineHostModel()
  let surface = OutlineSurface()
  let scroll: ScrollViewModel
  let dataSource: ListDataSource<Group, Entry>

  init(
    showing snapshot: EntrySnapshot, expanded: [Int], visibleHeight: Double = 100,
    anchoring: ScrollAnchoring = .stickToTop
  ) {
    let host = host
    scroll = ScrollViewModel(visibleHeight: visibleHeight) { host.shownIDs }
    scroll.rowObjects = { host.rows.map(\.item) }
    host.surface = surface
    surface.view = host
    surface.scrolling = scroll
    dataSource = ListDataSource(surface: surface, registration: .entries, diagnostics: .ignore)
    dataSource.scrollAnchoring = anchoring
    dataSource.apply(snapshot, animated: false)
    dataSource.expand(expanded, animated: false)
  }

  /// Where the row of an entry is, relative to the visible area's top.
  func offset(of id: Int) -> Double? { scroll.offset(of: id) }

}

/// A data source driving a ``CollectionSurface`` over ``CollectionHostModel``, in a
/// ``ScrollViewModel`` that lays its items out one below the other, as a list layout does
/// (headers take no height here: they are not rows).
@MainActor
struct AnchoredCollectionFixture {
  let host = CollectionHostModel()
  let surface = CollectionSurface()
  let scroll: ScrollViewModel
  let dataSource: ListDataSource<Group, Entry>

  init(
    showing snapshot: EntrySnapshot, visibleHeight: Double = 100,
    anchoring: ScrollAnchoring = .stickToTop
  ) {
    let host = host
    scroll = ScrollViewModel(visibleHeight: visibleHeight) {
      host.model.sections.flatMap { $0.items.map(\.id) }
    }
    surface.view = host
    surface.scrolling = scroll
    dataSource = ListDataSource(surface: surface, registration: .entries, diagnostics: .ignore)
    dataSource.scrollAnchoring = anchoring
    host.model.shown = CollectionViewModel.showing(dataSource)
    dataSource.apply(snapshot, animated: false)
  }

  /// What the collection view shows, item by item in list order.
  var shownIDs: [AnyHashable?] { host.model.sections.flatMap { $0.items.map(\.id) } }

  /// Where the item of an entry is, relative to the visible area's top.
  func offset(of id: Int) -> Double? { scroll.offset(of: id) }
}
