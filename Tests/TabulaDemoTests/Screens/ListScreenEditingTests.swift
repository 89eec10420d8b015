@_spi(Surfaces) import Tabula
import TabulaExampleModels
import Testing

@testable import TabulaDemo

/// What the user's edits leave: the cursor on the next remaining row after several rows go
/// at once, the fields a form needs kept by the list's delete rule.
@MainActor
struct ListScreenEditingTests {
  @Test func `after three selected books go, the cursor is on the next remaining book`()
    async throws
  {
    var cursor: [String] = []
    let run = try await DemoRun.run(.books, keys: "space,j,space,j,space,d") { app in
      let screen = app.screen as? ListScreen<EditableList<ListSection, Book>>
      cursor.append(screen?.itemUnderCursor?.title ?? "")
    }
    #expect(cursor[5] == "The Two Towers")
    #expect(
      run.frames[6].lines.contains("Deleted The Hobbit, The Fellowship of the Ring, The Two Towers")
    )
    #expect(cursor[6] == "The Return of the King")
    #expect(run.violations.isEmpty && run.problems.isEmpty && run.diagnostics.isEmpty)
  }

  @Test func `rows deleted above and below the cursor's leave it on the next remaining row`()
    async throws
  {
    var cursor: [String] = []
    // The Hobbit and The Two Towers selected, the cursor on the Fellowship between them.
    let run = try await DemoRun.run(.books, keys: "space,j,j,space,k,d") { app in
      let screen = app.screen as? ListScreen<EditableList<ListSection, Book>>
      cursor.append(screen?.itemUnderCursor?.title ?? "")
    }
    #expect(cursor[5] == "The Fellowship of the Ring")
    #expect(cursor[6] == "The Fellowship of the Ring")
    #expect(run.violations.isEmpty && run.problems.isEmpty)
  }

  @Test func `the customer's Name cannot be deleted, alone or selected, and the screen says why`()
    async throws
  {
    var names: [[String]] = []
    let run = try await DemoRun.run(.customer, keys: "j,d,space,j,space,d,esc,d", width: 120) {
      app in
      let screen = app.screen as? ListScreen<EditableList<ListSection, ListRow<String>>>
      names.append(screen?.model.snapshot.items.map(\.id) ?? [])
    }
    let all = names[0]
    #expect(all.contains("Name"))
    #expect(names[2] == all)
    #expect(
      run.frames[2].lines.contains {
        $0.hasPrefix("Not deleted: the user deleted Name at [0, 1]: the form needs its Name")
      })
    // Name and Birthdate selected: the step is refused whole.
    #expect(names[6] == all)
    #expect(
      run.frames[6].lines.contains {
        $0.hasPrefix("Not deleted: the selection cannot be deleted: Name at [0, 1]")
      })
    // Birthdate alone goes.
    #expect(names[8] == all.filter { $0 != "Birthdate" })
    #expect(run.violations.isEmpty && run.problems.isEmpty)
  }

  @Test func `a product's Name and Price, and an order's Number, are kept too`() throws {
    let navigator = Navigator(size: TerminalSize(width: 80, height: 24))
    let order = try #require(Customer.ada.orders.first)
    let screens = [
      CustomerScreen.orderScreen(navigator, order: order),
      CustomerScreen.productScreen(navigator, product: order.product),
    ]
    for screen in screens {
      let list = try #require(screen as? ListScreen<EditableList<ListSection, ListRow<String>>>)
      let kept = list.dataSource.snapshot.itemIdentifiers.filter { id in
        list.dataSource.snapshot.path(of: id).map { !list.dataSource.canDeleteItem(at: $0) }
          ?? false
      }
      #expect(Set(kept).isSubset(of: ["Number", "Name", "Price"]) && !kept.isEmpty)
    }
  }
}
