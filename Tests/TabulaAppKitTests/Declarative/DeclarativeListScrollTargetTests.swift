@_spi(Hosting) @_spi(Surfaces) import Tabula
@_spi(Hosting) @_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// `TabulaList.scrollTarget(id:anchor:)` on the Mac, through the host and the test views of a
/// table and an outline in a 40-point scroll view: the binding is a request, set back to `nil`
/// on the next turn of the main actor, never during an update.
@MainActor
@Suite struct DeclarativeListScrollTargetTests {
  /// Twelve entries in two sections; entry 5 has the children 50 and 51 in the outline.
  static func entries(_ shape: DeclaredListFixture.Shape) -> EntrySnapshot {
    var snapshot =
      (try? EntrySnapshot(sections: [
        SnapshotSection(Group(0, header: "A"), items: (1...6).map { Entry($0) }),
        SnapshotSection(Group(1, header: "B"), items: (7...12).map { Entry($0) }),
      ])) ?? EntrySnapshot()
    if shape == .outline { try? snapshot.appendItems([Entry(50), Entry(51)], under: 5) }
    return snapshot
  }

  @Test(arguments: DeclaredListFixture.Shape.allCases)
  func `a shown item is scrolled to at once where the anchor says, and the target set back`(
    shape: DeclaredListFixture.Shape
  ) {
    let view = DeclaredListFixture(shape, showing: Self.entries(shape))
    view.scrollTarget = .some(nil)
    view.update()
    for placement in [ListViewSurface.RowPlacement.top, .center, .bottom] {
      view.scroll.visibleTop = 0
      view.scrollTargetPlacement = placement
      view.scrollTarget = 9
      view.update()
      let wanted = view.visibleTop(showing: 9, placing: placement)
      #expect(wanted != nil && wanted != 0)
      #expect(view.scroll.visibleTop == wanted, "\(placement)")
      #expect(view.scrollTarget == .some(9), "set back on the next turn, not during the update")
      view.settle()
      #expect(view.scrollTarget == .some(nil))
    }
    #expect(view.list.counts.scrolls == 3)
    #expect(view.scrollTargetWrites == [nil, nil, nil])
    #expect(view.wroteDuringUpdate == false)
    #expect(view.scroll.violations.isEmpty)
  }

  @Test func `a row near the end stops at the end of the rows`() {
    let view = DeclaredListFixture(.flat, showing: Self.entries(.flat))
    view.scrollTarget = 12
    view.update()
    #expect(view.scroll.visibleTop == view.scroll.highestTop)
    #expect(view.scroll.violations.isEmpty)
  }

  @Test func `the same item asked again after it was set back is scrolled to again`() {
    let view = DeclaredListFixture(.flat, showing: Self.entries(.flat))
    view.scrollTarget = 10
    view.update()
    view.settle()
    view.update()
    view.scroll.visibleTop = 0
    view.scrollTarget = 10
    view.update()
    #expect(view.list.counts.scrolls == 2)
    #expect(view.scroll.visibleTop == view.visibleTop(showing: 10, placing: .top))
  }

  @Test func `an item the provider brings in the same update is scrolled to`() throws {
    let view = DeclaredListFixture(.flat, showing: Self.entries(.flat))
    view.update()
    (view.provider as? EditableList<Group, Entry>)?.replace(
      with: try EntrySnapshot(sections: [
        SnapshotSection(Group(0), items: (1...20).map { Entry($0) })
      ]))
    view.scrollTarget = 18
    view.update()
    view.settle()
    #expect(view.list.counts.scrolls == 1)
    #expect(view.scroll.visibleTop == view.visibleTop(showing: 18, placing: .top))
    #expect(view.scrollTarget == .some(nil))
  }

  @Test func `an unknown item or one under a collapsed parent is reported, not scrolled to`() {
    let view = DeclaredListFixture(.outline, showing: Self.entries(.outline))
    view.scrollTarget = 404
    view.update()
    view.settle()
    view.scrollTarget = 50
    view.update()
    view.settle()
    #expect(view.list.counts.scrolls == 0)
    #expect(view.scroll.scrolls.isEmpty)
    #expect(view.diagnostics.map(\.kind) == [.unknownIdentifiers, .unknownIdentifiers])
    #expect(view.scrollTarget == .some(nil))
    // Once its parent is expanded, the child is scrolled to.
    view.list.dataSource.expand([5], animated: false)
    view.scrollTarget = 50
    view.update()
    #expect(view.list.counts.scrolls == 1)
    #expect(view.scroll.visibleTop == view.visibleTop(showing: 50, placing: .top))
  }
}
