import GRDB

// MARK: - Place + FetchableRecord

extension Place: FetchableRecord {
  /// The table's name.
  static let databaseTableName = "place"

  init(row: Row) throws {
    self.init(
      id: try row.decode(forColumn: "id"), parent: try row.decode(forColumn: "parent"),
      name: try row.decode(forColumn: "name"), detail: try row.decode(forColumn: "detail"))
  }
}
