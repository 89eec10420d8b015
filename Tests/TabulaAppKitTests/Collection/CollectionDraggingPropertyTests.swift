import PropertyBased
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// Random collection views, flat and of sections, dragged from random items with random
/// selections to random places AppKit could propose, driven as `NSCollectionView` drives its
/// delegate (``CollectionSurfaceFixture/drag(_:to:)``); sometimes the provider removes an item
/// that is not dragged while the drag is under way. A model reads the view section by section:
/// a place before or onto an item puts the dragged items before it.
@MainActor
struct CollectionDraggingPropertyTests {
  /// The items of each section once `dragged` are dropped at `place` among `sections`, in
  /// their list order; `nil` for a place that is not in the view.
  static func dropping(_ dragged: [Int], at place: CollectionDrop, in sections: [[Int]])
    -> [[Int]]?
  {
    let (section, item) = (place.path.section, place.path.item)
    guard sections.indices.contains(section) else { return nil }
    let count = sections[section].count
    let valid = place.operation == .on ? 0..<count : 0..<(count + 1)
    guard valid.contains(item) else { return nil }
    var result = sections.map { $0.filter { !dragged.contains($0) } }
    let index = sections[section][..<item].count { !dragged.contains($0) }
    result[section].insert(contentsOf: dragged, at: index)
    return result
  }

  @Test
  func
    `a drop lands where the model puts it, a refused one changes nothing, and every place shown is in the view`()
    async
  {
    let cases = propertyCases(3_000, variable: "TABULA_COLLECTION_DRAG_CASES")
    await propertyCheck(count: cases, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let isFlat = random.chance(0.3)
      var nextID = 0
      let sections = (0..<(isFlat ? 1 : Int.random(in: 1...4, using: &random))).map { index in
        let items = (0..<Int.random(in: 0...5, using: &random)).map { _ in
          nextID += 1
          return Entry(nextID)
        }
        return SnapshotSection(
          Group(index, header: random.chance(0.5) ? "S\(index)" : nil), items: items)
      }
      var behavior = ListBehavior<Entry>.movable
      let locked = random.chance(0.3) ? Int.random(in: 0..<sections.count, using: &random) : nil
      if let locked {
        behavior.moveRule = { _, from, to in
          to.section == locked && from.section != locked ? .refused(reason: "locked") : .allowed
        }
      }
      let collection = CollectionSurfaceFixture(
        try EntrySnapshot(sections: sections), behavior: behavior)
      let paths = sections.indices.flatMap { section in
        sections[section].items.indices.map { ItemPath(section: section, item: $0) }
      }
      guard !paths.isEmpty else { return }
      collection.select(paths.filter { _ in random.chance(0.3) })
      let selected = collection.host.selectedPaths
      let lifted = paths.randomElement(using: &random) ?? paths[0]
      let dragged = collection.lift(lifted)
      let expectedDrag = selected.contains(lifted) ? selected : [lifted]
      var context =
        "seed \(seed): \(collection.providerIDs), lifted \(lifted), selected \(selected)"
      #expect(dragged == expectedDrag, "\(context)")
      let draggedIDs = dragged.map { sections[$0.section].items[$0.item].id }
      let draggedSections = Set(dragged.map(\.section))
      // An update of the provider mid-drag: an item that is not dragged leaves.
      let others = collection.providerIDs.flatMap { $0 }.filter { !draggedIDs.contains($0) }
      if random.chance(0.3), let leaving = others.randomElement(using: &random) {
        collection.list.replace(
          with: try EntrySnapshot(
            sections: sections.map { section in
              SnapshotSection(section.model, items: section.items.filter { $0.id != leaving })
            }))
        context += ", \(leaving) removed"
      }
      let atDrop = collection.providerIDs
      let count = atDrop.map(\.count)
      let section = Int.random(in: -1...atDrop.count, using: &random)
      let proposed = CollectionDrop(
        path: ItemPath(
          section: section,
          item: Int.random(
            in: -1...((count.indices.contains(section) ? count[section] : 0) + 1), using: &random)),
        operation: random.chance(0.5) ? .before : .on)
      context += ", \(proposed)"
      let shown = collection.surface.validateDrop(proposed)
      let accepted = shown.map { collection.surface.acceptDrop($0) }
      collection.surface.dragDidEnd()
      if let shown {
        #expect(shown.operation == .before, "\(context)")
        #expect(atDrop.indices.contains(shown.path.section), "\(context): shown \(shown)")
        #expect(
          (0...(count[safe: shown.path.section] ?? -1)).contains(shown.path.item),
          "\(context): shown \(shown)")
      }
      let expected = Self.dropping(draggedIDs, at: proposed, in: atDrop)
      let refusedByRule =
        locked.map { $0 == proposed.path.section && draggedSections != [proposed.path.section] }
        ?? false
      guard let expected, !refusedByRule else {
        #expect(shown == nil, "\(context)")
        #expect(collection.providerIDs == atDrop, "\(context)")
        return
      }
      #expect(accepted == true, "\(context)")
      #expect(collection.providerIDs == expected, "\(context)")
      #expect(
        collection.shownIDs == expected.map { $0.map { Optional(AnyHashable($0)) } }, "\(context)")
      #expect(collection.host.model.violations.isEmpty, "\(context)")
      // The place the view showed is where the items landed: before the first of them, once
      // they are taken out of the items before it.
      if let shown, let first = draggedIDs.first {
        let before = atDrop[shown.path.section][..<shown.path.item].count {
          draggedIDs.contains($0)
        }
        #expect(
          expected[shown.path.section].firstIndex(of: first) == shown.path.item - before,
          "\(context)")
      }
    }
  }
}

extension Array {
  /// The element at an index, or `nil` past the ends.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
