import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import TabulaUIKit
import Testing
import UIKit

/// A row of the table the tests' live query reads.
struct Plant: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable,
  Sendable
{
  var id: Int64
  var name: String
  var position: Int
}

/// Makes the controller in generic code, where only `DataProvider` is known of the provider.
@MainActor
private func genericController<Provider: DataProvider>(
  _ provider: Provider, behavior: ListBehavior<Provider.Item>,
  appearance: ListAppearance<Provider.Item>
) -> TableViewController<Provider.Section, Provider.Item> {
  TableViewController(provider: provider, behavior: behavior, appearance: appearance)
}

/// A `QueryProvider` in a `TableViewController` gets what it can do from the provider itself,
/// whether the controller is made where the provider's type is known or in generic code:
/// edits written with undo, refused edits handed to its `onError`, long refetches compared off
/// the main actor.
@MainActor
struct TableViewControllerQueryProviderTests {
  typealias Controller = TableViewController<ListSection, Plant>

  private let behavior = ListBehavior<Plant>(allowsDeleting: true)
  private let appearance = ListAppearance<Plant>(showsEditButton: true, showsUndoButtons: true)

  private func database(_ count: Int) throws -> DatabaseQueue {
    let database = try DatabaseQueue()
    try database.write { db in
      try db.create(table: "plant") { table in
        table.primaryKey("id", .integer)
        table.column("name", .text).notNull()
        table.column("position", .integer).notNull()
      }
      for id in 1...Int64(count) {
        try Plant(id: id, name: "Plant \(id)", position: Int(id)).insert(db)
      }
    }
    return database
  }

  private func ids(_ database: DatabaseQueue) throws -> [Int64] {
    try database.read { db in try Plant.order(Column("position")).fetchAll(db).map(\.id) }
  }

  @Test(arguments: [false, true])
  func `a query provider is edited with undo, and its refused edit reaches onError`(
    throughGenericCode: Bool
  ) async throws {
    let database = try database(3)
    let errors = Recorded<String>()
    let provider = QueryProvider(
      database, request: Plant.order(Column("position"), Column("id")),
      orderingColumn: "position"
    ) { error in errors.append("\(error)") }
    let controller =
      throughGenericCode
      ? genericController(provider, behavior: behavior, appearance: appearance)
      : Controller(provider: provider, behavior: behavior, appearance: appearance)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    try await waitUntil("the first result") { tableView.numberOfRows(inSection: 0) == 3 }

    #expect(tableView.simulateDelete(at: IndexPath(row: 0, section: 0)))
    try await waitUntil("the deletion") {
      try ids(database) == [2, 3] && provider.snapshot.numberOfItems == 2
    }
    Presentation.settle(window)
    let undo = try #require(controller.navigationItem.leftBarButtonItems?.first)
    #expect(undo.isEnabled)
    #expect(undo.simulateTap())
    try await waitUntil("the undo") {
      try ids(database) == [1, 2, 3] && provider.snapshot.numberOfItems == 3
    }

    try await database.write { db in
      try db.execute(
        sql: "CREATE TRIGGER keep BEFORE DELETE ON plant BEGIN SELECT RAISE(ABORT, 'kept'); END")
    }
    Presentation.settle(window)
    #expect(tableView.simulateDelete(at: IndexPath(row: 1, section: 0)))
    Presentation.settle(window)
    #expect(errors.values.count == 1)
    #expect(errors.values.first?.contains("kept") == true)
    #expect(try ids(database) == [1, 2, 3])
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test(arguments: [false, true])
  func `a query provider's long refetch is compared off the main actor`(
    throughGenericCode: Bool
  ) async throws {
    let database = try database(4)
    let provider = QueryProvider(
      database, request: Plant.order(Column("position"), Column("id")), maintenance: .refetch)
    let controller =
      throughGenericCode
      ? genericController(provider, behavior: behavior, appearance: appearance)
      : Controller(provider: provider, behavior: behavior, appearance: appearance)
    let (window, _) = Presentation.present(controller)
    let dataSource = try #require(controller.dataSource)
    #expect(dataSource.plansLongUpdatesInBackground)
    dataSource.backgroundPlanningThreshold = 2
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 4 }
    try await database.write { db in
      try Plant(id: 9, name: "Plant 9", position: 0).insert(db)
    }
    try await waitUntil("the insertion") {
      Presentation.settle(window)
      return dataSource.snapshot.numberOfItems == 5
    }
    #expect(dataSource.updateCounts.backgroundComparisons >= 1)
    #expect(dataSource.snapshot.itemIdentifiers == [9, 1, 2, 3, 4])
  }
}
