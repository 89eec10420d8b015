import GRDB
import PropertyBased
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// Random moves, one row or a drop of several, within and across sections, on positions with
/// and without room between them: each is written as asked, or refused with the table as it
/// was when it empties a section (or meets tied values); a move within a section writes no
/// more rows than lie between its ends; undoing every step gives the first table back, and
/// redoing them the last.
@MainActor
struct MovePropertyTests {
  /// Random cases: fewer in CI's sanitizer runs, built with the internal checks or with
  /// `TABULA_FEWER_PROPERTY_CASES`.
  #if TABULA_INTERNAL_CHECKS || TABULA_FEWER_PROPERTY_CASES
  nonisolated static let cases = 10
  #else
  nonisolated static let cases = 60
  #endif

  /// How far apart the positions of neighbouring entries are.
  enum Spacing: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// 1 to 3 apart: neighbours touch or leave room, and no two tie.
    case distinct
    /// 0 to 3 apart: neighbours may also tie, which a move between them cannot part.
    case withTies

    var testDescription: String { rawValue }

    var steps: ClosedRange<Int> { self == .distinct ? 1...3 : 0...3 }
  }

  /// Up to three sections of up to five entries, each section's positions from its own
  /// start, so that sections share values.
  static func entries(_ spacing: Spacing, using random: inout SeededRandom) -> [Entry] {
    var entries: [Entry] = []
    for section in ["A", "B", "C"].prefix(Int.random(in: 1...3, using: &random)) {
      var position = Int.random(in: -3...3, using: &random)
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        entries.append(Entry(Int64(entries.count + 1), section: section, position: position))
        position += Int.random(in: spacing.steps, using: &random)
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

  @Test(arguments: Spacing.allCases)
  func `random moves are written as asked or refused, and undoing them all restores the table`(
    spacing: Spacing
  ) async {
    await propertyCheck(count: Self.cases, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let folder = try TemporaryFolder()
      let queue = try #require(
        try Backend.queue.open(in: folder, entries: Self.entries(spacing, using: &random))
          as? DatabaseQueue)
      let writes = try RowWrites(queue)
      let request = Entry.query(orderedBy: "section", "position", "id")
      let provider = EntryProvider(
        queue, request: request, sectionKey: \.section, orderingColumn: "position",
        movesAcrossSections: { entry, section in entry.section = section })
      let first = try await queue.entrySnapshot(request)
      var table = first

      /// Whether a step was refused as not representable.
      func isRefused(_ write: () throws -> Void) throws -> Bool {
        do {
          try write()
          return false
        } catch QueryProviderError.editNotRepresentable {
          return true
        }
      }

      /// Reads the table and the rows written after a step; if the step was refused, checks
      /// that nothing was written, and that only a move that empties a section, or meets tied
      /// values, was.
      func settle(_ name: String, refused: Bool, emptiesASection: Bool) async throws -> Set<Int64> {
        let now = try await queue.entrySnapshot(request)
        let rows = Set(try writes.take())
        if refused {
          #expect(emptiesASection || spacing == .withTies, "seed \(seed): \(name) was refused")
          #expect(now == table, "seed \(seed): \(name)")
          #expect(rows.isEmpty, "seed \(seed): \(name)")
        } else {
          #expect(!emptiesASection, "seed \(seed): \(name)")
        }
        table = now
        return rows
      }

      for _ in 0..<Int.random(in: 1...10, using: &random) {
        guard let edit = Self.randomEdit(in: table, using: &random) else { continue }
        var expected = table
        try edit.apply(to: &expected)
        let emptiesASection = (0..<expected.numberOfSections).contains {
          expected.numberOfItems(inSectionAt: $0) == 0
        }
        let source: ItemPath? =
          if case .moveItem(let id, _) = edit { table.path(of: id) } else { nil }
        let refused = try isRefused { try provider.perform(edit, named: "Move") }
        let rows = try await settle(
          "\(edit)", refused: refused, emptiesASection: emptiesASection)
        guard !refused else { continue }
        #expect(table.names == expected.names, "seed \(seed): \(edit)")
        if case .moveItem(_, let destination) = edit, let source,
          source.section == destination.section
        {
          let window = abs(source.item - destination.item) + 1
          #expect(rows.count <= window, "seed \(seed): \(edit)")
        }
      }

      // Undo and redo write back the same way; with ties, one may be refused.
      let last = table
      while provider.history.canUndo {
        let refused = try isRefused { try provider.undo() }
        _ = try await settle("undo", refused: refused, emptiesASection: false)
        if refused { return }
      }
      #expect(table.names == first.names, "seed \(seed)")
      while provider.history.canRedo {
        let refused = try isRefused { try provider.redo() }
        _ = try await settle("redo", refused: refused, emptiesASection: false)
        if refused { return }
      }
      #expect(table.names == last.names, "seed \(seed)")
    }
  }
}
