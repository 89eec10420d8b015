import PropertyBased
import Tabula
import Testing

/// Random deletes, moves, undos and redos on a settings list of fixed sections around two
/// editable providers: the list stays the composition of its parts, its fixed rows are never
/// touched, a refused edit changes nothing, and undoing every step restores the start.
@MainActor
struct ComposedListEditingPropertyTests {
  typealias Row = ComposedListTests.Row

  /// The list and its two providers: fruits on two shelves (a transformed part) and networks
  /// (rows of the list's own type), between three fixed sections.
  @MainActor
  struct Fixture {
    static let fixed: [(section: String, rows: [Row])] = [
      ("Top", [.setting("name"), .setting("email")]),
      ("Middle", [.setting("wifi")]),
      ("Bottom", [.setting("version")]),
    ]

    let fruits: EditableList<ListSection, Fruit>
    let networks: EditableList<ListSection, Row>
    let list: ComposedList<Row>

    init() throws {
      fruits = EditableList(
        try Snapshot(sections: [
          SnapshotSection(ListSection("Fruits"), items: (1...4).map { Fruit($0) }),
          SnapshotSection(ListSection("Berries"), items: (5...6).map { Fruit($0) }),
        ]))
      networks = try EditableList(
        items: (1...4).map { Row.setting("net \($0)") }, section: ListSection("Networks"))
      let (fruits, networks) = (fruits, networks)
      let fixed = Self.fixed.map { ListPart<Row>.fixed(ListSection($0.section), $0.rows) }
      list = ComposedList([
        fixed[0], ListPart.rows(of: fruits, as: Row.fruit), fixed[1],
        ListPart.rows(of: networks), fixed[2],
      ])
    }

    /// The rows the list must show: its parts', in order.
    var composition: [[String]] {
      let fixed = Self.fixed.map { [$0.rows.map(\.id)] }
      let fruitRows = ComposedListTests.ids(of: fruits.snapshot).map { $0.map { "fruit \($0)" } }
      return fixed[0] + fruitRows + fixed[1] + ComposedListTests.ids(of: networks.snapshot)
        + fixed[2]
    }

    /// The part that shows each section of the list: 0 the fruits, 1 the networks, `nil`
    /// fixed rows.
    static let owners: [Int?] = [nil, 0, 0, nil, 1, nil]

    /// What a random number does to the list.
    enum Step {
      /// An edit of a row, whether it must be refused, and where the row must be after it
      /// (`nil`: gone).
      case edit(EditOperation<ListSection, Row>, Row.ID, isRefused: Bool, landing: ItemPath?)
      case undo, redo
    }

    /// The step a random number picks: a deletion or a move of any row, to any place of any
    /// section or, one time in four, of the row's own section; an undo; a redo.
    func step(_ number: Int) -> Step {
      let snapshot = list.snapshot
      let rows = snapshot.items
      let row = rows[number / 4 % rows.count]
      let source = snapshot.path(of: row.id) ?? ItemPath(section: 0, item: 0)
      let isFixed = Self.owners[source.section] == nil
      switch number % 4 {
      case 0:
        return .edit(.deleteItems([row.id]), row.id, isRefused: isFixed, landing: nil)
      case 1:
        let choice = number / 404 % 8
        let section = choice < 6 ? choice : source.section
        let count = snapshot.numberOfItems(inSectionAt: section) ?? 0
        let destination = ItemPath(section: section, item: number / 3_232 % (count + 1))
        let fits =
          destination.item < count || (destination.item == count && section != source.section)
        let isRefused = isFixed || Self.owners[section] != Self.owners[source.section] || !fits
        return .edit(
          .moveItem(row.id, to: destination), row.id, isRefused: isRefused, landing: destination)
      case 2: return .undo
      default: return .redo
      }
    }
  }

  @Test func `random edits keep the list the parts' rows, never touch fixed rows, and undo`()
    async
  {
    let steps = Gen.int(in: 0...999_999).array(of: 0...40)
    await propertyCheck(count: propertyCases(400), input: steps) { steps in
      let f = try Fixture()
      let start = (f.list.snapshot, f.fruits.snapshot, f.networks.snapshot)
      for number in steps {
        let before = (f.list.snapshot, f.list.history.undoSteps, f.list.history.redoSteps)
        switch f.step(number) {
        case .undo: try f.list.undo()
        case .redo: try f.list.redo()
        case .edit(let operation, let id, let isRefused, let landing):
          do {
            try f.list.perform(operation, named: "Edit")
            #expect(!isRefused, "\(operation) was done")
            #expect(f.list.snapshot.path(of: id) == landing, "\(operation)")
          } catch is ComposedList<Row>.EditRefusal {
            #expect(isRefused, "\(operation) was refused")
            #expect(f.list.snapshot == before.0)
            #expect(f.list.history.undoSteps == before.1)
            #expect(f.list.history.redoSteps == before.2)
          }
        }
        let shown = ComposedListTests.ids(of: f.list.snapshot)
        #expect(shown == f.composition)
        #expect([shown[0], shown[3], shown[5]] == Fixture.fixed.map { $0.rows.map(\.id) })
      }
      while try f.list.undo() != nil {}
      #expect(f.list.snapshot == start.0)
      #expect(f.fruits.snapshot == start.1)
      #expect(f.networks.snapshot == start.2)
      #expect(!f.list.history.canUndo)
    }
  }
}
