import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import TabulaTesting
import Testing

/// Four writers commit at once while a list observes: every plan the list animates is legal,
/// and the list ends exactly as the table.
@MainActor
struct ConcurrentWritersTests {
  nonisolated static let writers = 4
  nonisolated static let commitsPerWriter = 50
  /// Rows per commit: fewer in CI's sanitizer runs, built with the internal checks (which
  /// re-read the whole list after every change the provider makes to it) or with
  /// `TABULA_FEWER_PROPERTY_CASES`. The writers commit as often, so they race as much.
  #if TABULA_INTERNAL_CHECKS || TABULA_FEWER_PROPERTY_CASES
  nonisolated static let rowsPerCommit = 20
  #else
  nonisolated static let rowsPerCommit = 50
  #endif
  nonisolated static let transientRowsPerCommit = 10

  /// One writer's commits: 2,500 rows in 50 transactions (1,000 in CI's sanitizer runs).
  /// Even commits put 10 of their rows in the writer's transient section, and the next commit
  /// deletes that section again once the list has published it (several commits in quick
  /// succession may otherwise be published as one, and the section never shown).
  nonisolated static func commit(
    writer: Int, to database: any DatabaseWriter, shown: TransientRowsShown
  ) async throws {
    let transient = "t\(writer)"
    for commit in 0..<commitsPerWriter {
      if commit % 2 == 1 {
        let firstRow = Int64(
          writer * commitsPerWriter * rowsPerCommit + (commit - 1) * rowsPerCommit)
        try await waitUntil("writer \(writer)'s transient rows shown") {
          shown.rowIDs.contains(firstRow)
        }
      }
      try await database.write { db in
        if commit % 2 == 1 {
          _ = try Entry.filter(Column("section") == transient).deleteAll(db)
        }
        for row in 0..<rowsPerCommit {
          let id = writer * commitsPerWriter * rowsPerCommit + commit * rowsPerCommit + row
          let isTransient = commit % 2 == 0 && row < transientRowsPerCommit
          let section = isTransient ? transient : "s\(writer)-\(commit % 5)"
          try Entry(Int64(id), section: section).insert(db)
        }
      }
    }
  }

  /// Whether the list is maintained from changed rows (the ordering ends with the primary key)
  /// or refetched (rows tie).
  enum Ordering: String, CaseIterable, Sendable {
    case maintained, refetched

    var request: TableQuery<Entry> {
      switch self {
      case .maintained: Entry.query(orderedBy: "section", "position", "id")
      case .refetched: Entry.ordered
      }
    }
  }

  @Test(arguments: Backend.allCases, Ordering.allCases)
  func `four writers commit 50 transactions each while the list animates every change legally`(
    backend: Backend, ordering: Ordering
  ) async throws {
    let folder = try TemporaryFolder()
    let database = try backend.open(in: folder)
    let errors = ErrorRecorder()
    let provider = EntryProvider(
      database, request: ordering.request, sectionKey: \.section, onError: errors.handler)
    let list = ShownList(provider)
    list.dataSource.reloadThreshold = .max  // animate every change, however large
    let shown = TransientRowsShown()
    let token = provider.observe { snapshot in shown.record(snapshot) }

    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<Self.writers {
        group.addTask { try await Self.commit(writer: writer, to: database, shown: shown) }
      }
      try await group.waitForAll()
    }

    let table = try await database.read { db in try ordering.request.fetchAll(db) }
    let deletedPerWriter = Self.commitsPerWriter / 2 * Self.transientRowsPerCommit
    #expect(
      table.count == Self.writers * (Self.commitsPerWriter * Self.rowsPerCommit - deletedPerWriter))
    try await waitUntil("the list shows the table") { provider.snapshot.items == table }
    #expect((provider.refetchReason == nil) == (ordering == .maintained))
    #expect(provider.snapshot.sectionIdentifiers == Array(Set(table.map(\.section))).sorted())
    #expect(!provider.snapshot.sectionIdentifiers.contains { $0.hasPrefix("t") })
    #expect(shown.rowIDs.count == Self.writers * deletedPerWriter)
    #expect(list.dataSource.snapshot == provider.snapshot)
    #expect(list.shows(provider.snapshot))
    #expect(list.view.problems.isEmpty, "\(list.view.problems.prefix(3))")
    // One reload, the first load: every change after it was animated.
    #expect(list.dataSource.updateCounts.reloads == 1)
    #expect(errors.errors.isEmpty)
    token.cancel()
  }
}

/// The rows of transient sections that the provider has published.
@MainActor
final class TransientRowsShown {
  private(set) var rowIDs: Set<Int64> = []

  func record(_ snapshot: Snapshot<ListSection, Entry>) {
    for section in snapshot.sectionIdentifiers where section.hasPrefix("t") {
      rowIDs.formUnion(snapshot.itemIdentifiers(inSection: section) ?? [])
    }
  }
}
