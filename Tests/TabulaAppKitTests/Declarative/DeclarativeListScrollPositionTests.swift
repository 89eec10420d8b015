import PropertyBased
@_spi(Hosting) @_spi(Surfaces) import Tabula
@_spi(Hosting) @_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// `TabulaList.scrollPosition(id:)` on the Mac, through the host and the test views of a table
/// and an outline in a 40-point scroll view. SwiftUI's `scrollPosition(id:)` (macOS 14)
/// "reflects the identity of the view positioned at the top of the scroll view"; the list
/// writes it when the user lets go (the scroll view's `didEndLiveScrollNotification`), never
/// during an update, and scrolls an item the app sets to the top.
@MainActor
@Suite struct DeclarativeListScrollPositionTests {
  typealias Entries = DeclarativeListScrollTargetTests

  /// The entry the model puts at the top: the first visible row that shows an entry and whose
  /// bottom lies below the visible area's top.
  static func topItem(of view: DeclaredListFixture) -> Int? {
    let rows = view.scroll.shownRows()
    let top = view.scroll.visibleTop
    let bottom = top + view.scroll.visibleHeight
    for (index, span) in view.scroll.spans.enumerated()
    where span.bottom > top && span.top < bottom {
      if let id = rows[index]?.base as? Int { return id }
    }
    return nil
  }

  @Test(arguments: DeclaredListFixture.Shape.allCases)
  func `the user's scroll writes the item at the top when they let go, once per item`(
    shape: DeclaredListFixture.Shape
  ) {
    let view = DeclaredListFixture(shape, showing: Entries.entries(shape))
    view.scrollPosition = .some(nil)
    view.update()
    let row = view.scroll.spans[5]
    view.userScrolls(toTop: row.top + row.height / 2)
    let expected = Self.topItem(of: view)
    #expect(expected != nil)
    #expect(view.scrollPosition == .some(expected))
    view.userScrolls(toTop: row.top + row.height / 2 + 1)
    #expect(view.scrollPositionWrites == [expected], "the same item is not written again")
    view.update()
    view.settle()
    #expect(view.wroteDuringUpdate == false)
    #expect(view.list.counts.scrolls == 0, "the binding's own value scrolls nothing")
  }

  @Test(arguments: DeclaredListFixture.Shape.allCases)
  func `a position set from outside scrolls its item to the top, and stays`(
    shape: DeclaredListFixture.Shape
  ) {
    let view = DeclaredListFixture(shape, showing: Entries.entries(shape))
    view.scrollPosition = 9
    view.update()
    view.settle()
    #expect(view.scroll.visibleTop == view.visibleTop(showing: 9, placing: .top))
    #expect(view.scrollPosition == .some(9))
    #expect(view.scrollPositionWrites.isEmpty)
    #expect(view.list.counts.scrolls == 1)
    #expect(view.scroll.violations.isEmpty)
  }

  @Test func `an unknown item is reported, and a list without the modifier writes nothing`() {
    let view = DeclaredListFixture(.flat, showing: Entries.entries(.flat))
    view.scrollPosition = 99
    view.update()
    #expect(view.diagnostics.map(\.kind) == [.unknownIdentifiers])
    let plain = DeclaredListFixture(.flat, showing: Entries.entries(.flat))
    plain.update()
    plain.userScrolls(toTop: 50)
    plain.settle()
    #expect(plain.scrollPositionWrites.isEmpty)
  }

  /// Every shape, with the user scrolling, the app setting the position (to items the list has
  /// or not) and the provider replacing its rows, in any order.
  @Test
  func
    `the binding names the item at the top after each scroll, and is never written during an update`()
    async
  {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let shape = DeclaredListFixture.Shape.allCases[seed % 3]
      let view = DeclaredListFixture(shape, showing: Entries.entries(shape))
      view.scrollPosition = .some(nil)
      view.update()
      for step in 0..<10 {
        let context = "seed \(seed), \(shape), step \(step)"
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          view.userScrolls(toTop: Double.random(in: 0...view.scroll.highestTop, using: &random))
          #expect(view.scrollPosition == .some(Self.topItem(of: view)), "\(context)")
        case 1:
          let id = [1, 5, 9, 12, 99].randomElement(using: &random)
          // NB: the value the binding holds already (the list wrote it) asks for nothing.
          let isNew = view.scrollPosition != .some(id)
          view.scrollPosition = .some(id)
          view.update()
          view.settle()
          if isNew, let id, let wanted = view.visibleTop(showing: id, placing: .top) {
            #expect(view.scroll.visibleTop == wanted, "\(context): \(id)")
          }
        default:
          var snapshot = Entries.entries(shape)
          try? snapshot.deleteItems([Int.random(in: 1...12, using: &random)])
          (view.provider as? EditableList<Group, Entry>)?.replace(with: snapshot)
          view.update()
          view.settle()
        }
        #expect(view.wroteDuringUpdate == false, "\(context)")
        #expect(view.scroll.violations.isEmpty, "\(context)")
      }
    }
  }
}
