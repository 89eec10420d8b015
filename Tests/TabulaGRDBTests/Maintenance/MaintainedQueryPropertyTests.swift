import GRDB
import PropertyBased
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// Random writes, from two writers at once, on a maintained query: every snapshot the provider
/// publishes is exactly what a full refetch returns after one of the commits, in commit order,
/// and the last is the last commit's.
@MainActor
struct MaintainedQueryPropertyTests {
  /// A maintained request, and whether it is shown in sections keyed by `section`.
  enum Query: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sectionsInKeyOrder, sectionsByFirstOccurrence, oneFilteredSection

    var testDescription: String { rawValue }

    var request: TableQuery<Entry> {
      switch self {
      case .sectionsInKeyOrder: Entry.query(orderedBy: "section", "position", "id")
      case .sectionsByFirstOccurrence: Entry.query(orderedBy: .descending("position"), "id")
      case .oneFilteredSection:
        Entry.query(where: Column("position") != 3, orderedBy: "position", .descending("id"))
      }
    }

    var isKeyed: Bool { self != .oneFilteredSection }

    @MainActor func provider(_ database: any DatabaseWriter) -> EntryProvider {
      let maintenance = QueryMaintenance.incremental(changeLimit: 4)
      return isKeyed
        ? EntryProvider(
          database, request: request, sectionKey: \.section, maintenance: maintenance)
        : EntryProvider(database, request: request, maintenance: maintenance)
    }
  }

  @Test(arguments: Backend.allCases, Query.allCases)
  func `every commit publishes what a refetch returns`(backend: Backend, query: Query) async {
    let codes = Gen.int(in: 0...Int(Int32.max)).array(of: 2...30)
    await propertyCheck(count: 10, input: codes) { codes in
      let folder = try TemporaryFolder()
      let database = try backend.open(
        in: folder,
        entries: (1...6).map { Entry($0, section: ["A", "B", "C"][Int($0) % 3], position: 2) })
      let log = CommitLog(request: query.request, isKeyed: query.isKeyed)
      try await database.write { db in try log.record(db) }
      let provider = query.provider(database)
      var reasons: [QueryRefetchReason] = []
      provider.onRefetch = { reasons.append($0) }
      var published: [Snapshot<ListSection, Entry>] = []
      let token = provider.observe { published.append($0) }
      try await waitUntil("the first result") { !published.isEmpty }

      // Two writers commit at once, each its half of the codes.
      let half = codes.count / 2
      async let first: Void = Self.run(codes[..<half], writer: 1, database, log)
      async let second: Void = Self.run(codes[half...], writer: 2, database, log)
      _ = try await (first, second)

      // NB: a last commit the provider shows whether or not it placed the others right, so
      // that a wrong list fails at once rather than at a timeout.
      try await database.write { db in
        try Entry(999_999, section: "A", position: 0, name: "last").insert(db)
        try log.record(db)
      }
      try await waitUntil("the last commit") { provider.snapshot.item(id: 999_999) != nil }
      let expected = log.distinctStates
      // Commits in quick succession may be published as one snapshot, but every snapshot
      // published is a commit's full refetch, in commit order.
      var remaining = expected[...]
      for snapshot in published {
        guard let index = remaining.firstIndex(of: snapshot) else {
          Issue.record("published a snapshot no commit left, or out of order: \(snapshot.names)")
          break
        }
        remaining = remaining[(index + 1)...]
      }
      #expect(published.first == expected.first)
      #expect(published.last == expected.last)
      #expect(provider.refetchReason == nil)
      #expect(reasons.allSatisfy { !$0.isPermanent }, "\(reasons)")
      token.cancel()
    }
  }

  nonisolated static func run(
    _ codes: ArraySlice<Int>, writer: Int, _ database: any DatabaseWriter, _ log: CommitLog
  ) async throws {
    var random = RandomWriter(writer: writer, database: database, log: log)
    for code in codes { try await random.perform(code) }
  }
}
