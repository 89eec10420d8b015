import Foundation
import GRDB
import Tabula
import TabulaGRDB

/// A random schema, request and writes, decoded from the fuzzer's bytes with the differential
/// test's workload (`Tests/TabulaGRDBTests/Differential/Workload`): after every commit, the
/// provider shows what its request returns, maintained or refetched, on a queue or a pool.
enum SchemaTarget {
  /// How long a provider may take to show a commit, under the sanitizers.
  static let deadline: TimeInterval = 20

  @MainActor
  static func run(_ input: inout FuzzInput) throws(FuzzFailure) {
    let usesPool = input.bool()
    var codes: [Int] = []
    while !input.isExhausted { codes.append(input.int(in: 0...65_535)) }
    var choices = Choices(codes)
    let schema = RandomSchema(choices.pick(Scenario.allCases), &choices)
    let file = WorkFile.shared
    file.reset(to: Data())
    do {
      try schema.create(at: file.path)
      let database: any DatabaseWriter =
        usesPool ? try DatabasePool(path: file.path) : try DatabaseQueue(path: file.path)
      try check(schema, &choices, on: database)
      try database.close()
    } catch let failure as FuzzFailure {
      throw failure
    } catch {
      throw FuzzFailure("\(schema): \(error)")
    }
  }

  /// Runs the writes one commit at a time, each followed by a look at the provider.
  @MainActor
  private static func check(
    _ schema: RandomSchema, _ choices: inout Choices, on database: any DatabaseWriter
  ) throws {
    var nextID: Int64 = 1
    let seeding = RandomWrite(seeding: 8, &choices, nextID: &nextID)
    try database.writeWithoutTransaction { db in try seeding.apply(db) }
    var writes = [seeding.description]
    let provider = schema.provider(database)
    let token = provider.observe { _ in }
    defer { token.cancel() }
    repeat {
      let ids = try database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM t") }
      let write = RandomWrite(
        &choices, ids: ids, nextID: &nextID, isRowIDAlias: schema.isRowIDAlias)
      writes.append(write.description)
      try database.writeWithoutTransaction { db in try write.apply(db) }
      let expected = try database.read { db in try schema.expectedSnapshot(db) }
      let end = Date(timeIntervalSinceNow: deadline)
      while !schema.isShown(by: provider, expected), Date() < end {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
      }
      try require(
        schema.isShown(by: provider, expected),
        """
        \(schema), refetch reason \(provider.refetchReason.map { "\($0)" } ?? "none"), writes:
        \(writes.joined(separator: "\n"))
        \(RandomSchema.difference(shown: provider.snapshot, expected: expected))
        """)
    } while !choices.isExhausted
  }
}
