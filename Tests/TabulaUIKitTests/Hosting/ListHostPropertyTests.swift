import PropertyBased
@_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// Random sequences of what SwiftUI and the user do to a hosted list, interleaved with the
/// provider's own changes: once settled, the view shows the provider, every batch was legal,
/// each binding equals what the list shows, and no binding was written during an update.
@MainActor
struct ListHostPropertyTests {
  #if TABULA_INTERNAL_CHECKS || TABULA_FEWER_PROPERTY_CASES
  static let cases = 25
  #else
  static let cases = 100
  #endif

  /// One thing that happens to the list.
  enum Event: CaseIterable {
    case updateUnchanged, newSelection, newProvider, providerChange, userTap, toggleEditing
    case deleteSelection, undo, deliverWrites, finishAnimations
  }

  static func randomSnapshot(using random: inout SeededRandom, next: inout Int) throws
    -> AdapterSnapshot
  {
    let sections = Int.random(in: 1...3, using: &random)
    return try .adapter(
      (0..<sections).map { _ in
        (0..<Int.random(in: 0...5, using: &random)).map { _ in
          next += 1
          return next
        }
      })
  }

  static func changed(
    _ snapshot: AdapterSnapshot, using random: inout SeededRandom, next: inout Int
  )
    throws -> AdapterSnapshot
  {
    var layout = snapshot.layout
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let section = Int.random(in: 0..<layout.count, using: &random)
      if !layout[section].isEmpty, random.chance(0.5) {
        layout[section].remove(at: Int.random(in: 0..<layout[section].count, using: &random))
      } else {
        next += 1
        layout[section].insert(next, at: Int.random(in: 0...layout[section].count, using: &random))
      }
    }
    return try .adapter(layout)
  }

  @Test
  func
    `random updates, user actions and provider changes leave the list and its bindings agreeing`()
    async
  {
    await propertyCheck(count: Self.cases, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      var next = 0
      var list = AdapterList(try Self.randomSnapshot(using: &random, next: &next))
      let fixture = AdapterHostFixture(list)
      var events: [Event] = []
      let violations = try UIKitDriver.violations {
        fixture.update()
        for _ in 0..<40 {
          let event = Event.allCases.randomElement(using: &random) ?? .updateUnchanged
          events.append(event)
          switch event {
          case .updateUnchanged:
            fixture.update()
          case .newSelection:
            let ids = list.snapshot.items.map(\.id) + [next + 1]
            fixture.selection = Set(ids.filter { _ in random.chance(0.3) })
            fixture.update()
          case .newProvider:
            list = AdapterList(try Self.randomSnapshot(using: &random, next: &next))
            fixture.provider = list
            fixture.update()
          case .providerChange:
            list.replace(with: try Self.changed(list.snapshot, using: &random, next: &next))
          case .userTap:
            let shown = fixture.host.dataSource.snapshot
            guard shown.numberOfItems > 0 else { break }
            let section = Int.random(in: 0..<shown.numberOfSections, using: &random)
            let count = shown.numberOfItems(inSectionAt: section) ?? 0
            guard count > 0 else { break }
            fixture.host.collectionView.layoutIfNeeded()
            fixture.host.collectionView.simulateTap(
              at: IndexPath(item: Int.random(in: 0..<count, using: &random), section: section))
          case .toggleEditing:
            fixture.isEditing.toggle()
            fixture.update()
          case .deleteSelection:
            fixture.host.dataSource.deleteSelection()
          case .undo:
            UIKitDriver.endRunLoopPass()
            if fixture.undoManager.canUndo { fixture.undoManager.undo() }
          case .deliverWrites:
            fixture.scheduler.drain()
            fixture.update()
          case .finishAnimations:
            UIKitDriver.runPendingAnimations()
          }
        }
        fixture.settle()
      }
      let trail = "seed \(seed), events \(events)"
      #expect(violations.isEmpty, "\(trail): \(violations)")
      #expect(fixture.host.dataSource.snapshot == list.snapshot, "\(trail)")
      #expect(fixture.shown == fixture.expected, "\(trail)")
      #expect(fixture.selection == fixture.host.dataSource.selection, "\(trail)")
      #expect(fixture.isEditing == fixture.host.collectionView.isEditing, "\(trail)")
      #expect(fixture.writesDuringUpdate == 0, "\(trail)")
      // A selection naming gone items is reported; so is the user's deletion of rows that the
      // provider removed while the list still animated to them.
      #expect(
        fixture.log.kinds.allSatisfy { $0 == .unknownIdentifiers || $0 == .editRefused },
        "\(trail): \(fixture.log.entries)")
    }
  }
}
