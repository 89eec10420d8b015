import GRDB
import PropertyBased
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// Random writes on random schemas and requests: after every commit, a provider shows
/// exactly what its request returns, whether it maintains the query or refetches it, with a
/// queue and with a pool.
@MainActor
struct QueryDifferentialTests {
  /// How many cases were maintained rather than refetched, so that the test is known to
  /// exercise maintenance.
  final class Tally {
    var maintained = 0
    var refetched = 0
  }

  /// Random cases per backend, and a quarter of that for each scenario: fewer in CI's
  /// sanitizer run, built with the internal checks, which runs every test again. CI's fuzz
  /// step runs the same workload for longer (the `schema` target).
  #if TABULA_INTERNAL_CHECKS
  nonisolated static let randomCases = 16
  #else
  nonisolated static let randomCases = 60
  #endif

  // NB: not shrunk: a failing case waits out a timeout at every try, and its message already
  // lists the schema and every write.
  @Test(.shrinking(false), arguments: Backend.allCases, Scenario.allCases)
  func `after every commit a provider shows what its request returns`(
    backend: Backend, scenario: Scenario
  ) async {
    let codes = Gen.int(in: 0...Int(Int32.max)).array(of: 60...200)
    let tally = Tally()
    await propertyCheck(
      count: scenario == .random ? Self.randomCases : Self.randomCases / 4, input: codes
    ) { codes in
      var choices = Choices(codes)
      let schema = RandomSchema(scenario, &choices)
      let folder = try TemporaryFolder()
      let path = folder.path("random.sqlite")
      try schema.create(at: path)
      let database = try backend.connect(to: path)
      var nextID: Int64 = 1
      let seeding = RandomWrite(seeding: 8, &choices, nextID: &nextID)
      try await seeding.run(on: database)
      var writes = [seeding.description]
      let provider = schema.provider(database)
      let token = provider.observe { _ in }
      defer { token.cancel() }
      repeat {
        let ids = try await database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM t") }
        let write = RandomWrite(
          &choices, ids: ids, nextID: &nextID, isRowIDAlias: schema.isRowIDAlias)
        writes.append(write.description)
        try await write.run(on: database)
        let expected = try await database.read { db in try schema.expectedSnapshot(db) }
        do {
          try await waitUntil("the commit", timeout: .seconds(2)) {
            schema.isShown(by: provider, expected)
          }
        } catch {
          Issue.record(
            """
            \(schema)
            refetch reason: \(provider.refetchReason.map(String.init(describing:)) ?? "none")
            writes:
              \(writes.joined(separator: "\n  "))
            \(RandomSchema.difference(shown: provider.snapshot, expected: expected))
            """)
          return
        }
      } while !choices.isExhausted
      if provider.refetchReason == nil { tally.maintained += 1 } else { tally.refetched += 1 }
    }
    if scenario == .random {
      // NB: that the random cases exercise both paths is checked where they are many: the
      // sanitizer run's few may all fall on one side.
      #if !TABULA_INTERNAL_CHECKS
      #expect(tally.maintained > 0)
      #expect(tally.refetched > 0)
      #endif
    } else {
      #expect(tally.maintained == 0, "a query SQLite orders otherwise was maintained")
    }
  }
}
