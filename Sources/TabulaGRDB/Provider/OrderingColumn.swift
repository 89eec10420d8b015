import GRDB

/// One column of a ``TableQuery``'s ordering: a column of the table, ascending or descending.
///
/// A string literal is an ascending column:
///
/// ```swift
/// Country.query(orderedBy: "continent", .descending("population"), "id")
/// ```
public struct OrderingColumn: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The column's name, as the table declares it (SQLite compares names without case), or
  /// `rowid`.
  public let name: String

  /// Whether the column sorts in descending order.
  public let isDescending: Bool

  // MARK: Lifecycle

  /// A column, ascending unless `descending` is `true`.
  ///
  /// - Parameters:
  ///   - name: The column's name.
  ///   - descending: Whether the column sorts in descending order.
  public init(_ name: String, descending: Bool = false) {
    self.name = name
    self.isDescending = descending
  }

  /// An ascending column: `"position"` is `OrderingColumn("position")`.
  ///
  /// - Parameter name: The column's name.
  public init(stringLiteral name: String) {
    self.init(name)
  }

  // MARK: Public

  /// `name ASC`.
  ///
  /// - Parameter name: The column's name.
  /// - Returns: The ascending column.
  public static func ascending(_ name: String) -> OrderingColumn {
    OrderingColumn(name)
  }

  /// `name DESC`.
  ///
  /// - Parameter name: The column's name.
  /// - Returns: The descending column.
  public static func descending(_ name: String) -> OrderingColumn {
    OrderingColumn(name, descending: true)
  }

  /// The column and its direction, as in SQL: `position ASC`.
  public var description: String {
    "\(name) \(isDescending ? "DESC" : "ASC")"
  }

  // MARK: Internal

  /// The ordering term GRDB writes into the query.
  var sqlOrdering: any SQLOrderingTerm {
    isDescending ? Column(name).desc : Column(name)
  }
}
