import Tabula

/// A maintained list found to differ from what its query returns, when its
/// ``QueryMaintenance/Verification`` ran the query in full.
///
/// It names the query, the first row where the two differ, and what each has there; the
/// provider reports it to ``QueryProvider/onError`` and refetches the query after every commit
/// from then on.
public struct QueryDivergence: Error, Hashable, Sendable, CustomStringConvertible {
  /// The SQL of the query.
  public let sql: String

  /// The position of the first row that differs, counting every section's rows in order.
  public let row: Int

  /// The row the maintained list has there, with its section; `nil` if the list ends before.
  public let maintained: String?

  /// The row the query returns there, with its section; `nil` if the result ends before.
  public let fetched: String?

  /// A sentence naming the query, the row and both values.
  public var description: String {
    "The maintained list of `\(sql)` differs from the query's result at row \(row): "
      + "it shows \(maintained ?? "no row"), the query returns \(fetched ?? "no row"); "
      + "the query is now refetched after every commit"
  }

  /// The first difference between a maintained snapshot and the query's result, or `nil` if
  /// they are equal.
  ///
  /// - Complexity: O(*n*), where *n* is the number of rows.
  init?<Section, Record>(
    sql: String, maintained: Snapshot<Section, Record>, fetched: Snapshot<Section, Record>
  ) {
    guard maintained != fetched else { return nil }
    let shown = Self.rows(of: maintained)
    let expected = Self.rows(of: fetched)
    let row =
      shown.indices.first { index in
        index >= expected.count || shown[index].section != expected[index].section
          || shown[index].record != expected[index].record
      } ?? shown.count
    self.sql = sql
    self.row = row
    self.maintained = row < shown.count ? shown[row].text : nil
    self.fetched = row < expected.count ? expected[row].text : nil
  }

  private static func rows<Section, Record>(of snapshot: Snapshot<Section, Record>)
    -> [(section: Section.ID, record: Record, text: String)]
  {
    snapshot.sections.flatMap { section in
      (snapshot.items(inSection: section.id) ?? []).map { record in
        (section.id, record, "\(record) in section \(section.id)")
      }
    }
  }
}
