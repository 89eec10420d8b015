@_spi(Hosting) @_spi(Surfaces) import Tabula
@_spi(Hosting) @_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// `TabulaList($items) { $item in }` on the Mac: a row's binding writes its item back through
/// the list's ``ArrayListModel`` and the ``DeclarativeListHost``'s write queue, as on iOS. SwiftUI
/// forbids changing state during a view update ("Modifying state during view update, this will
/// cause undefined behavior"), so a write asked for while the host updates waits for the next
/// turn of the main queue.
@MainActor
struct DeclarativeItemWriteTests {
  /// A table of a binding to an array, as the Mac's `HostedTable` drives it: each update hands
  /// the array to the model, then the model's list to the host.
  @MainActor
  final class ArrayTable {
    let scheduler = ManualScheduler()
    let table = TableHostModel()
    let surface = TableSurface()
    let host: DeclarativeListHost<ListSection, Entry>
    let model = ArrayListModel<Entry>(diagnostics: .ignore)
    /// The binding's source of truth.
    var items: [Entry]
    /// How many writes reached the binding while the host updated.
    private(set) var writesDuringUpdate = 0

    init(_ ids: [Int]) {
      items = ids.map { Entry($0) }
      surface.view = table
      let surface = surface
      host = DeclarativeListHost(diagnostics: .ignore, schedule: scheduler.schedule) { handler in
        ListDataSource(surface: surface, registration: .entries, diagnostics: handler)
      }
      let dataSource = host.dataSource
      table.model.shown = { dataSource.snapshot.itemIdentifiers.map { AnyHashable($0) } }
    }

    func update() {
      model.receive(
        HostBinding(items) { [unowned self] items in
          if host.writes.isInUpdate { writesDuringUpdate += 1 }
          self.items = items
        }, writable: true, through: host.writes)
      host.update(
        DeclarativeListUpdate(
          provider: model.list, behavior: ListBehavior(allowsDeleting: true, allowsMoving: true)))
    }

    /// What the table shows, row by row: each item's identifier and name.
    var shown: [String] {
      table.model.rows.compactMap { row in
        (row.id?.base as? Int).flatMap { host.dataSource.snapshot.item(id: $0) }.map {
          "\($0.id) \($0.name)"
        }
      }
    }
  }

  @Test func `a row's write reaches the array, and the next update shows it in the same row`() {
    let list = ArrayTable([1, 2, 3])
    list.update()
    let views = list.table.model.viewsByID
    list.model.write(Entry(2, "edited"), replacing: 2, through: list.host.writes)
    #expect(list.items.map(\.name) == ["entry 1", "edited", "entry 3"])
    list.update()
    list.scheduler.drain()
    #expect(list.shown == ["1 entry 1", "2 edited", "3 entry 3"])
    #expect(list.table.model.viewsByID == views, "the row is configured again, not replaced")
    #expect(list.table.model.violations.isEmpty)
  }

  @Test func `a write asked for while the host updates waits for the next turn`() {
    let list = ArrayTable([1, 2, 3])
    list.update()
    list.host.writes.update {
      list.model.write(Entry(3, "late"), replacing: 3, through: list.host.writes)
    }
    #expect(list.items[2].name == "entry 3", "nothing is written during the update")
    list.scheduler.drain()
    #expect(list.items.map(\.name) == ["entry 1", "entry 2", "late"])
    #expect(list.writesDuringUpdate == 0)
  }

  @Test func `a write to an item that has gone by then is dropped and reported`() {
    let list = ArrayTable([1, 2, 3])
    list.update()
    list.host.writes.update {
      list.model.write(Entry(2, "late"), replacing: 2, through: list.host.writes)
      list.items.remove(at: 1)
      list.update()
    }
    list.scheduler.drain()
    #expect(list.items.map(\.id) == [1, 3])
    #expect(list.model.droppedItemWrites == 1)
    #expect(list.shown == ["1 entry 1", "3 entry 3"])
  }
}
