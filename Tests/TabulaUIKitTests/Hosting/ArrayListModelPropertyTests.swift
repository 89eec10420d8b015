import PropertyBased
@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// Random sequences of what happens to a list of a binding to an array whose rows write their
/// items (`TabulaList($items) { $item in }`) and which a search text filters: updates, the
/// app's insertions, removals and reorderings, rows' writes (during updates too, and to items
/// that have gone), the user's moves, deferred writes delivered and animations ending.
///
/// Once settled, the list shows the array's items that match the text, in order; each row's
/// last write holds in the array unless its item left; no binding was written during an
/// update; and every batch passed the UIKit stand-in.
@MainActor
struct ArrayListModelPropertyTests {
  enum Event: CaseIterable {
    case update, appInsert, appRemove, appReverse, rowWrite, rowWriteDuringUpdate
    case search, userMove, deliverWrites, finishAnimations
  }

  static let texts = ["", "1", "2", "#"]

  @Test
  func `rows' writes, the app's edits and the user's moves leave the array and the list agreeing`()
    async
  {
    let events = Gen.int(in: 0...(Event.allCases.count - 1)).array(of: 1...40)
    let seeds = Gen.int(in: 0...Int(Int32.max))
    await propertyCheck(count: 300, input: events, seeds) { steps, seed in
      try Self.check(steps.map { Event.allCases[$0] }, seed: seed)
    }
  }

  static func check(_ events: [Event], seed: Int) throws {
    var random = SeededRandom(seed: seed)
    let array = ArrayListModelTests.ArrayFixture([1, 2, 3, 11, 12, 21])
    array.fixture.isEditing = true
    var nextID = 30
    var claims: [Int: String] = [:]
    let violations = UIKitDriver.violations {
      array.update()
      for (step, event) in events.enumerated() {
        switch event {
        case .update:
          array.update()
        case .appInsert:
          array.items.insert(
            AdapterItem(nextID), at: Int.random(in: 0...array.items.count, using: &random))
          nextID += 1
          array.update()
        case .appRemove:
          guard let index = array.items.indices.randomElement(using: &random) else { break }
          claims[array.items.remove(at: index).id] = nil
          array.update()
        case .appReverse:
          array.items.reverse()
          array.update()
        case .rowWrite, .rowWriteDuringUpdate:
          let id = array.items.randomElement(using: &random)?.id ?? 99
          let content = "w\(step)"
          let write = {
            array.model.write(
              AdapterItem(id, content), replacing: id, through: array.fixture.host.writes)
          }
          if array.items.contains(where: { $0.id == id }) { claims[id] = content }
          if event == .rowWrite {
            write()
          } else {
            array.fixture.host.update(animated: true) {
              write()
              return ListHostUpdate(provider: array.model.list)
            }
          }
        case .search:
          array.filterText = texts.randomElement(using: &random)
          array.update()
        case .userMove:
          let count = array.fixture.host.dataSource.snapshot.numberOfItems
          guard count > 1 else { break }
          array.fixture.host.collectionView.layoutIfNeeded()
          let from = Int.random(in: 0..<count, using: &random)
          let to = Int.random(in: 0..<count, using: &random)
          array.fixture.host.collectionView.simulateMove(
            from: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
        case .deliverWrites:
          array.fixture.scheduler.drain()
          array.update()
        case .finishAnimations:
          UIKitDriver.runPendingAnimations()
        }
      }
      array.fixture.settle()
    }
    let trail = "seed \(seed), events \(events)"
    #expect(violations.isEmpty, "\(trail): \(violations)")
    let text = array.filterText ?? ""
    let matching = array.items.filter { text.isEmpty || $0.label.contains(text) }
    #expect(array.fixture.host.dataSource.fullSnapshot.items == matching, "\(trail)")
    for (id, content) in claims {
      guard let item = array.items.first(where: { $0.id == id }) else { continue }
      #expect(item.content == content, "item \(id): \(trail)")
    }
    #expect(Set(array.items.map(\.id)).count == array.items.count, "\(trail)")
    #expect(array.fixture.writesDuringUpdate == 0, "\(trail)")
    // A row's write to an item that left is reported; so is the user's drag of a row that an
    // update removed while the list still animated to it.
    #expect(
      array.log.kinds.allSatisfy { [.itemVanished, .moveRefused, .editRefused].contains($0) },
      "\(trail): \(array.log.entries)")
  }
}
