import PropertyBased
@_spi(Hosting) @_spi(Surfaces) import Tabula
@_spi(Hosting) @_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// TabulaList on the Mac under random sequences that combine what a screen meets: flat,
/// sectioned and outline lists; the user selecting, deleting, dragging rows, undoing (⌘Z),
/// expanding and collapsing; the provider publishing new data and the view handing a new
/// provider, searchable or not, and the search field's text; section headers and footers added
/// and taken away between bodies; selections and expansions set from outside while the list's
/// own writes still wait for the next turn of the main actor; and updates with nothing new.
/// After each step no binding was written during an update, the view broke none of AppKit's
/// rules, and a table shows the data source's rows, group and footer rows included; once the
/// writes have run, the bindings, the data source and the view agree, by identity, on what is
/// selected, expanded and shown.
@MainActor
struct DeclarativeListHostPropertyTests {
  /// 1,000 sequences by default; `TABULA_APPKIT_HOST_CASES` for more.
  static let caseCount = propertyCases(1_000, variable: "TABULA_APPKIT_HOST_CASES")

  enum Step: CaseIterable {
    case outsideSelection, userSelection, publish, newProvider, settle, userDelete,
      outsideExpansion, userToggle, emptyUpdate, outsideScrollTarget, sectionTitles, userUndo,
      userDrag, search
  }

  @Test
  func `bindings, data source and view agree after any sequence of gestures and updates`()
    async
  {
    await propertyCheck(count: Self.caseCount, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let shape = DeclaredListFixture.Shape.allCases[seed % 3]
      let view = DeclaredListFixture(shape, showing: try Self.data(seed: seed, shape: shape))
      view.behavior.allowsDeleting = true
      view.behavior.allowsMoving = random.chance(0.8)
      view.behavior.allowsMultipleSelection = random.chance(0.5)
      view.selection = []
      if shape == .outline, random.chance(0.7) { view.expansion = [] }
      view.update()
      var trace: [Step] = []
      for step in 0..<14 {
        let next = Step.allCases[Int.random(in: 0..<Step.allCases.count, using: &random)]
        trace.append(next)
        // The item a new scroll target names, which the list shows at once if it can.
        var asked: Int?
        if next == .outsideScrollTarget {
          asked = Self.askScrollTarget(on: view, seed: seed, random: &random)
        } else {
          try Self.perform(next, on: view, seed: seed &* 31 &+ step, random: &random)
        }
        let context = "seed \(seed), \(shape), \(trace)"
        #expect(view.wroteDuringUpdate == false, "\(context)")
        #expect(view.table.model.violations.isEmpty, "\(context): \(view.table.model.violations)")
        #expect(view.outline.violations.isEmpty, "\(context): \(view.outline.violations)")
        #expect(view.scroll.violations.isEmpty, "\(context): \(view.scroll.violations)")
        if shape != .outline {
          let rows = view.table.model.rows.map(\.id)
          #expect(rows == view.list.dataSource.tableRowIdentities, "\(context): \(rows)")
        }
        if let target = asked, view.list.dataSource.isSettled,
          let wanted = view.visibleTop(showing: target, placing: view.scrollTargetPlacement)
        {
          #expect(view.scroll.visibleTop == wanted, "\(context): scrolled to \(target)")
        }
        if !view.table.model.violations.isEmpty || !view.outline.violations.isEmpty { return }
      }
      view.settle()
      view.update()
      view.settle()
      check(view, context: "seed \(seed), \(shape), \(trace)")
    }
  }

  static func perform(
    _ step: Step, on view: DeclaredListFixture, seed: Int, random: inout SeededRandom
  ) throws {
    let shown = view.shownIDs
    switch step {
    case .outsideSelection:
      var ids = Set(shown.filter { _ in random.chance(0.3) })
      if random.chance(0.2) { ids.insert(100_000 + seed % 7) }
      view.selection = ids
      view.update()
    case .userSelection:
      view.userSelects(shown.filter { _ in random.chance(0.3) })
    case .publish:
      let list =
        view.provider as? EditableList<Group, Entry>
        ?? (view.provider as? SearchFilter<EditableList<Group, Entry>>)?.base
      list?.replace(with: try Self.data(seed: seed, shape: view.shape))
      view.update()
    case .newProvider:
      let list = EditableList(try Self.data(seed: seed, shape: view.shape))
      view.provider =
        random.chance(0.4)
        ? SearchFilter(list) { entry, text in text.isEmpty || entry.name.hasSuffix(text) } : list
      view.update()
    case .search:
      let texts: [String?] = [nil, "", "1", "2", "5"]
      view.searchText = texts[Int.random(in: 0..<texts.count, using: &random)]
      view.update()
    case .settle:
      view.settle()
    case .userDelete:
      view.list.dataSource.deleteSelection()
    case .outsideExpansion:
      guard view.expansion != nil else { return view.update() }
      view.expansion = Set(shown.filter { _ in random.chance(0.4) })
      view.update()
    case .userToggle:
      let rows = view.outline.rows.filter { view.outline.surface?.isExpandable($0.item) == true }
      guard !rows.isEmpty else { return }
      let row = rows[Int.random(in: 0..<rows.count, using: &random)]
      _ = view.outline.surface?.userDidToggle(row.item)
    case .emptyUpdate, .outsideScrollTarget:
      view.update()
    case .sectionTitles:
      if random.chance(0.5) { view.showsSectionHeaders.toggle() }
      if random.chance(0.5) { view.showsSectionFooters.toggle() }
      view.update()
    case .userUndo:
      view.undoManager.undo()
    case .userDrag:
      view.userDrags(using: &random)
    }
  }

  /// The app sets the scroll target to a shown item, one the list does not show or one it
  /// never had, after the user scrolled anywhere; returns the item if the binding changed.
  static func askScrollTarget(
    on view: DeclaredListFixture, seed: Int, random: inout SeededRandom
  ) -> Int? {
    let shown = view.shownIDs
    let target =
      shown.isEmpty || random.chance(0.2)
      ? 100_000 + seed % 7 : shown[Int.random(in: 0..<shown.count, using: &random)]
    view.scroll.visibleTop = Double.random(in: 0...view.scroll.highestTop, using: &random)
    let placements: [ListViewSurface.RowPlacement] = [.top, .center, .bottom]
    view.scrollTargetPlacement = placements[Int.random(in: 0..<3, using: &random)]
    let isNew = view.scrollTarget != .some(target)
    view.scrollTarget = .some(target)
    view.update()
    return isNew ? target : nil
  }

  private func check(_ view: DeclaredListFixture, context: String) {
    let dataSource = view.list.dataSource
    let data = view.provider.snapshot
    #expect(view.selection == dataSource.selection, "\(context)")
    #expect(dataSource.selection.allSatisfy { data.path(of: $0) != nil }, "\(context)")
    #expect(
      view.shownSelection == dataSource.selection.intersection(view.shownIDs), "\(context)")
    if let expansion = view.expansion {
      #expect(expansion == dataSource.expandedItems, "\(context)")
    }
    if let target = view.scrollTarget { #expect(target == nil, "\(context)") }
    #expect(view.shownIDs == Self.rows(of: data, expanded: dataSource.expandedItems), "\(context)")
  }

  /// The items a list shows, in order: each section's, and the children of expanded items.
  static func rows(of snapshot: EntrySnapshot, expanded: Set<Int>) -> [Int] {
    var rows: [Int] = []
    func visit(_ entry: Entry) {
      rows.append(entry.id)
      guard expanded.contains(entry.id) else { return }
      for child in snapshot.children(of: entry.id) ?? [] { visit(child) }
    }
    // NB: a section's items include the children of its items.
    for section in 0..<snapshot.numberOfSections {
      for entry in snapshot.items(inSectionAt: section) ?? []
      where snapshot.parent(of: entry.id) == nil {
        visit(entry)
      }
    }
    return rows
  }

  /// Random data of a shape, from a seed.
  static func data(seed: Int, shape: DeclaredListFixture.Shape) throws -> EntrySnapshot {
    switch shape {
    case .flat: try RandomLists.pair(seed: seed, shape: .flat).new
    case .sections: try RandomLists.pair(seed: seed, shape: .sectioned).new
    case .outline: try RandomOutlines.pair(seed: seed).new.snapshot()
    }
  }
}
