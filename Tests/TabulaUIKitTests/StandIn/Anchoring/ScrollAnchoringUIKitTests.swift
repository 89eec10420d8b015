import TabulaTestSupport

// Linux only: this file needs the UIKit stand-in (its recorded violations, cached counts,
// viewport or in-code nibs), which real UIKit does not have. See CONTRIBUTING.md, "How the UIKit
// layer is verified".
#if os(Linux)
import PropertyBased
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// Anchored updates on the stand-in's table and collection views: rows of different,
/// self-sized heights, inserted, deleted and edited above, inside and below the visible rows;
/// after every update the anchor row (or the nearest survivor) is where it was on screen, and
/// the stand-in saw no broken rule.
@MainActor
struct ScrollAnchoringUIKitTests {
  /// A random change of `notes`: rows inserted at the top, the bottom or anywhere, deleted,
  /// or edited so that their height changes.
  static func changed(_ notes: [Note], random: inout SeededRandom, nextID: inout Int) -> [Note] {
    var notes = notes
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let fresh = (0..<Int.random(in: 1...4, using: &random)).map { offset in
        Note(id: nextID + offset, text: String(repeating: "x", count: nextID + offset))
      }
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        notes.insert(contentsOf: fresh, at: 0)
        nextID += fresh.count
      case 1:
        notes.append(contentsOf: fresh)
        nextID += fresh.count
      case 2:
        notes.insert(contentsOf: fresh, at: Int.random(in: 0...notes.count, using: &random))
        nextID += fresh.count
      case 3 where !notes.isEmpty:
        let start = Int.random(in: 0..<notes.count, using: &random)
        notes.removeSubrange(
          start..<min(notes.count, start + Int.random(in: 1...4, using: &random)))
      case 4 where !notes.isEmpty:
        notes[Int.random(in: 0..<notes.count, using: &random)].text += "!"
      default:
        break
      }
    }
    return notes
  }

  /// The first fully visible row before an update, and where its survivor should be after it,
  /// worked out from the view's rects and the two lists alone.
  static func expectedAnchor(in list: NoteList, from old: [Note], to new: [Note])
    -> (id: Int, top: CGFloat)?
  {
    let rows = list.visibleRows
    let height = list.view.bounds.height
    guard
      let anchor = rows.first(where: { $0.top >= 0 && $0.top + $0.height <= height })
        ?? rows.first
    else { return nil }
    let kept = Set(new.map(\.id))
    for distance in 0..<old.count {
      for index in [anchor.index + distance, anchor.index - distance]
      where old.indices.contains(index) && kept.contains(old[index].id) {
        return (old[index].id, anchor.top)
      }
    }
    return nil
  }

  @Test(arguments: [false, true])
  func `after every update the anchor row is where it was on screen`(collection: Bool) async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let list = NoteList(collection: collection, anchoring: .keepAnchor(.firstFullyVisible))
      var nextID = 1_000
      var notes = (0..<Int.random(in: 0...30, using: &random)).map {
        Note(id: $0, text: String(repeating: "y", count: $0))
      }
      let violations = try UIKitStandIn.violations {
        try list.show(notes, animated: false)
        for step in 0..<10 {
          let top = Double.random(in: 0...Double(max(list.maximumOffset, 0)), using: &random)
          list.view.setContentOffset(CGPoint(x: 0, y: top), animated: false)
          list.view.layoutIfNeeded()
          let new = Self.changed(notes, random: &random, nextID: &nextID)
          let expected = Self.expectedAnchor(in: list, from: notes, to: new)
          let offsetBefore = list.view.contentOffset.y
          try list.show(new)
          notes = new
          guard let expected, let index = new.firstIndex(where: { $0.id == expected.id }),
            let frame = list.frame(at: index)
          else {
            #expect(
              list.view.contentOffset.y == min(offsetBefore, list.maximumOffset),
              "seed \(seed), step \(step): nothing to anchor, the offset stays")
            continue
          }
          let wanted = min(max(frame.minY - expected.top, 0), list.maximumOffset)
          #expect(
            abs(list.view.contentOffset.y - wanted) <= 0.5,
            """
            seed \(seed), step \(step): note \(expected.id) wanted \(expected.top) below the \
            top, offset \(list.view.contentOffset.y) for \(wanted)
            """)
        }
      }
      #expect(violations.isEmpty, "seed \(seed): \(violations)")
      #expect(list.diagnostics.entries.isEmpty, "seed \(seed): \(list.diagnostics.entries)")
      #expect(list.dataSource.snapshot.items == notes, "seed \(seed)")
    }
  }

  @Test(arguments: [false, true])
  func `a chat at its bottom follows new messages`(collection: Bool) throws {
    let list = NoteList(collection: collection, anchoring: .stickToBottom)
    var notes = (0..<40).map { Note(id: $0, text: "message \($0)") }
    try list.show(notes, animated: false)
    list.view.setContentOffset(CGPoint(x: 0, y: list.maximumOffset), animated: false)
    list.view.layoutIfNeeded()
    notes.append(Note(id: 40, text: "a new one"))
    try list.show(notes)
    #expect(list.view.contentOffset.y == list.maximumOffset)
    #expect(list.visibleRows.last?.index == 40)
  }

  @Test(arguments: [false, true])
  func `updates wait while the user drags and the list decelerates`(collection: Bool) throws {
    let list = NoteList(collection: collection, anchoring: .stickToTop)
    let notes = (0..<40).map { Note(id: $0, text: "note \($0)") }
    try list.show(notes, animated: false)
    list.view.standInBeginDragging()
    list.view.standInDrag(toContentOffset: CGPoint(x: 0, y: 400))
    let anchor = try #require(list.visibleRows.first { $0.top >= 0 })
    let anchorID = notes[anchor.index].id
    try list.show((100..<105).map { Note(id: $0, text: "older \($0)") } + notes)
    #expect(list.dataSource.snapshot.numberOfItems == 40, "nothing changes under the finger")
    list.view.standInEndDragging(willDecelerate: true)
    #expect(list.dataSource.snapshot.numberOfItems == 40, "nor while the list decelerates")
    list.view.standInEndDecelerating()
    UIKitStandIn.runPendingAnimations()
    #expect(list.dataSource.snapshot.numberOfItems == 45)
    let frame = try #require(list.frame(at: anchor.index + 5))
    #expect(
      list.dataSource.snapshot.item(at: ItemPath(section: 0, item: anchor.index + 5))?.id
        == anchorID)
    #expect(abs(frame.minY - list.view.contentOffset.y - anchor.top) <= 0.5)
  }
}
#endif
