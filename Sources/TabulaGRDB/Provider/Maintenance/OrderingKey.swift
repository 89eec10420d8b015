import GRDB

/// The values of a row's ordering columns, in the order of the `ORDER BY` terms.
struct OrderingKey: Hashable, Sendable {
  let values: [DatabaseValue]
}

/// How a maintained query orders its rows: SQLite's order of values, term by term, each term
/// ascending or descending.
struct KeyOrder: Hashable, Sendable {
  let isDescending: [Bool]

  /// Whether `lhs` comes before `rhs` in the query's result.
  ///
  /// - Complexity: O(*t*), where *t* is the number of terms.
  func precedes(_ lhs: OrderingKey, _ rhs: OrderingKey) -> Bool {
    for (index, descending) in isDescending.enumerated()
    where index < lhs.values.count && index < rhs.values.count {
      let order = lhs.values[index].sqliteOrder(comparedTo: rhs.values[index])
      if order != 0 { return descending ? order > 0 : order < 0 }
    }
    return false
  }
}
