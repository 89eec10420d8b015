import GRDB
import PropertyBased
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// Random moves, one row or a drop of several, within and across sections, on positions with
/// and without room between them: each is written as asked, or refused with the table as it
/// was when it empties a section; a move within a section writes no more rows than lie
/// between its ends; undoing every step gives the first table back, redoing them the last.
@MainActor
struct MovePropertyTests {
  /// Random cases: fewer in CI's sanitizer run, built with the internal checks.
  #if TABULA_INTERNAL_CHECKS
  nonisolated static let cases = 10
  #else
  nonisolated static let cases = 60
  #endif

  /// Up to three sections of up to five entries; within a section, positions grow by 1 to
  /// 3, so that neighbours touch or leave room, and sections share values.
  static func entries(using random: inout SeededRandom) -> [Entry] {
    var entries: [Entry] = []
    for section in ["A", "B", "C"].prefix(Int.random(in: 1...3, using: &random)) {
      var position = Int.random(in: -3...3, using: &random)
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        entries.append(Entry(Int64(entries.count + 1), section: section, position: position))
        position += Int.random(in: 1...3, using: &random)
      }
    }
    return entries
  }

  /// A move of a random row to a random place of a random section of `snapshot`.
  static func randomMove(
    in snapshot: Snapshot<ListSection, Entry>, using random: inout SeededRandom
  ) -> EditOperation<ListSection, Entry>? {
    guard let id = snapshot.itemIdentifiers.randomElement(using: &random),
      let from = snapshot.sectionIndex(containingItem: id)
    else { return nil }
    let to = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
    let count = (snapshot.numberOfItems(inSectionAt: to) ?? 0) - (from == to ? 1 : 0)
    return .moveItem(id, to: ItemPath(section: to, item: Int.random(in: 0...count, using: &random)))
  }

  /// One move, or a drop of two or three.
  static func randomEdit(
    in snapshot: Snapshot<ListSection, Entry>, using random: inout SeededRandom
  ) -> EditOperation<ListSection, Entry>? {
    var moves: [EditOperation<ListSection, Entry>] = []
    var scratch = snapshot
    for _ in 0..<(random.chance(0.7) ? 1 : Int.random(in: 2...3, using: &random)) {
      guard let move = randomMove(in: scratch, using: &random),
        (try? move.apply(to: &scratch)) != nil
      else { continue }
      moves.append(move)
    }
    return moves.count == 1 ? moves.first : moves.isEmpty ? nil : .group(moves)
  }

  @Test
  func `random moves are written as asked or refused, and undoing them all restores the table`()
    async
  {
    await propertyCheck(count: Self.cases, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let folder = try TemporaryFolder()
      let queue = try #require(
        try Backend.queue.open(in: folder, entries: Self.entries(using: &random))
          as? DatabaseQueue)
      let writes = try RowWrites(queue)
      let request = Entry.query(orderedBy: "section", "position", "id")
      let provider = EntryProvider(
        queue, request: request, sectionKey: \.section, orderingColumn: "position",
        movesAcrossSections: { entry, section in entry.section = section })
      let first = try await queue.entrySnapshot(request)
      var table = first
      for _ in 0..<Int.random(in: 1...10, using: &random) {
        guard let edit = Self.randomEdit(in: table, using: &random) else { continue }
        var expected = table
        try edit.apply(to: &expected)
        let emptiesASection = (0..<expected.numberOfSections).contains {
          expected.numberOfItems(inSectionAt: $0) == 0
        }
        let source: ItemPath? =
          if case .moveItem(let id, _) = edit { table.path(of: id) } else { nil }
        do {
          try provider.perform(edit, named: "Move")
          table = try await queue.entrySnapshot(request)
          #expect(table.names == expected.names, "seed \(seed): \(edit)")
          #expect(!emptiesASection, "seed \(seed): \(edit)")
          let written = Set(try writes.take())
          if case .moveItem(_, let destination) = edit, let source,
            source.section == destination.section
          {
            let window = abs(source.item - destination.item) + 1
            #expect(written.count <= window, "seed \(seed): \(edit)")
          }
        } catch QueryProviderError.editNotRepresentable {
          // Only a move that empties a section is refused: the query has no empty sections.
          #expect(emptiesASection, "seed \(seed): \(edit)")
          #expect(try await queue.entrySnapshot(request) == table, "seed \(seed): \(edit)")
          #expect(try writes.take().isEmpty, "seed \(seed): \(edit)")
        }
      }
      let last = table
      while provider.history.canUndo { try provider.undo() }
      #expect(try await queue.entrySnapshot(request).names == first.names, "seed \(seed)")
      while provider.history.canRedo { try provider.redo() }
      #expect(try await queue.entrySnapshot(request).names == last.names, "seed \(seed)")
    }
  }
}
