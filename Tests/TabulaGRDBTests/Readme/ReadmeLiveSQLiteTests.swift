import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import TabulaTesting
import Testing

/// The README's live SQLite quick start, as written: a sectioned, maintained query whose
/// commits animate the rows they changed, and whose moves are written to `position`.
@MainActor
struct ReadmeLiveSQLiteTests {
  struct Country: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable, Sendable {
    var name: String
    var continent: String
    var position: Int
    var id: String { name }
  }

  final class CountryCell: ConfigurableCell, HeadlessConstructibleCell {
    init() {}
    func configure(with country: Country, at path: ItemPath) {}
  }

  @Test func `a commit animates the row it inserted, in its continent's section`() async throws {
    let dbQueue = try DatabaseQueue()
    try await dbQueue.write { db in
      try db.create(table: "country") { table in
        table.column("name", .text).notNull().primaryKey()
        table.column("continent", .text).notNull()
        table.column("position", .integer).notNull()
      }
      try Country(name: "Kenya", continent: "Africa", position: 1).insert(db)
      try Country(name: "France", continent: "Europe", position: 1).insert(db)
    }
    let view = HeadlessListView()
    let dataSource = ListDataSource(
      surface: view, registration: CellRegistration<CountryCell, Country>())
    let countries = QueryProvider(
      dbQueue, request: Country.query(orderedBy: "continent", "position", "name"),
      sectionKey: \.continent, orderingColumn: "position")
    let token = dataSource.bind(to: countries)
    try await waitUntil("the first result") { dataSource.snapshot.numberOfItems == 2 }
    let batches = view.updateCounts.batches
    try await dbQueue.write { db in
      try Country(name: "Chad", continent: "Africa", position: 9).insert(db)
    }
    try await waitUntil("the insert") { dataSource.snapshot.numberOfItems == 3 }
    #expect(dataSource.snapshot.sections.map(\.id) == ["Africa", "Europe"])
    #expect(dataSource.snapshot.items.map(\.name) == ["Kenya", "Chad", "France"])
    #expect(view.problems.isEmpty)
    #expect(view.updateCounts.batches == batches + 1, "one batch for the commit")
    #expect(countries.refetchReason == nil, "the query is maintained, not refetched")
    withExtendedLifetime(token) {}
  }
}
