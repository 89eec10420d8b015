import GRDB
import Tabula

// MARK: - WriteBack + Ordering

extension WriteBack {
  /// Writes the ordering column of the rows the edit moved, in each section where that is
  /// enough: a row whose new neighbours leave room gets a value between theirs, so that a move
  /// writes one row.
  ///
  /// A section that rows arrived in from other sections, without room, takes the shortest of
  /// three shifts: from the first moved row to the end, from the start to the last moved row,
  /// or the whole section, the rows hand their values out in the new order and the extra rows
  /// take values past the end. Other sections without room, and sections with inserted rows
  /// (whose values the records chose), are left to ``reorder(_:to:column:_:)``.
  ///
  /// - Complexity: O(*m* log *m*) for a section of *m* rows, plus a read of each run's two
  ///   neighbours and a write of each moved row; a shift reads and writes up to *m* rows.
  func place(_ moves: ItemMoves<Section, Record>, column: Column, _ db: Database) throws {
    for section in moves.reordered where !section.hasInsertions {
      let placement = PlacementRuns(section.items)
      let hasArrivals = section.items.contains { $0.formerIndex == nil }
      let reachesAnEnd = placement.runs.contains { $0.lower == nil || $0.upper == nil }
      let descending =
        try (reachesAnEnd || hasArrivals) && isDescending(section.items, column: column, db)
      var values = try gapValues(placement, descending: descending, column: column, db)
      if values == nil, hasArrivals {
        values = try shiftedValues(
          section.items, keepsValue: placement.keepsValue, descending: descending,
          column: column, db)
      }
      for (id, value) in values ?? [] {
        try Record.filter(id: id).updateAll(db, column.set(to: value))
      }
    }
  }

  /// Gives the rows of each section whose order differs the ordering values of the rows that
  /// stood in their window, in the edited order: a move from *i* to *j* writes |*i* − *j*| + 1
  /// rows, and every other row keeps its value.
  func reorder(
    _ written: Snapshot<Section, Record>, to after: Snapshot<Section, Record>, column: Column,
    _ db: Database
  ) throws {
    for sectionID in after.sectionIdentifiers {
      guard let target = after.itemIdentifiers(inSection: sectionID),
        let current = written.itemIdentifiers(inSection: sectionID),
        current.count == target.count, current != target, Set(current) == Set(target),
        let first = current.indices.first(where: { current[$0] != target[$0] }),
        let last = current.indices.last(where: { current[$0] != target[$0] })
      else { continue }
      // NB: the request sorts by `column` within the section, so the window's values are
      // already in ascending order: handing them out in the edited order sorts the rows so.
      let values = try current[first...last].map { try value(of: $0, column: column, db) }
      let old = Dictionary(uniqueKeysWithValues: zip(current[first...last], values))
      for (id, value) in zip(target[first...last], values) where old[id] != value {
        try Record.filter(id: id).updateAll(db, column.set(to: value))
      }
    }
  }

  // MARK: Private

  /// A value between its neighbours' for every row of every run, or `nil` if a run has no
  /// room.
  private func gapValues(
    _ placement: PlacementRuns<Record.ID>, descending: Bool, column: Column, _ db: Database
  ) throws -> [(Record.ID, DatabaseValue)]? {
    var values: [(Record.ID, DatabaseValue)] = []
    for run in placement.runs {
      guard
        let runValues = try OrderingGap.values(
          run.ids.count, after: run.lower.map { try value(of: $0, column: column, db) },
          before: run.upper.map { try value(of: $0, column: column, db) },
          descending: descending)
      else { return nil }
      values += zip(run.ids, runValues)
    }
    return values
  }

  /// The values of the shortest valid shift of a section that rows arrived in, or `nil` if
  /// none is; only the values that change.
  private func shiftedValues(
    _ items: [(id: Record.ID, formerIndex: Int?)], keepsValue: [Bool], descending: Bool,
    column: Column, _ db: Database
  ) throws -> [(Record.ID, DatabaseValue)]? {
    guard let start = keepsValue.firstIndex(of: false),
      let end = keepsValue.lastIndex(of: false)
    else { return nil }
    let toEnd = try shift(
      items[start...], after: start > 0 ? items[start - 1].id : nil, towardEnd: true,
      descending: descending, column: column, db)
    let fromStart = try shift(
      items[...end], after: end + 1 < items.count ? items[end + 1].id : nil, towardEnd: false,
      descending: descending, column: column, db)
    // NB: the whole section has no neighbour to stay clear of, so only a column that holds
    // no numbers leaves it without values.
    let whole = try shift(
      items[...], after: nil, towardEnd: true, descending: descending, column: column, db)
    return [toEnd, fromStart, whole].compactMap { $0 }.min { $0.count < $1.count }
  }

  /// The rows of a window hand the values of those that were in the section out in the new
  /// order, and the rows that arrived take values past the window's outer end.
  ///
  /// - Parameters:
  ///   - rows: The window: the end or the start of the section.
  ///   - bound: The row next to the window's inner end, which keeps its value; every value
  ///     handed out must sort on the window's side of it.
  ///   - towardEnd: Whether the window is the end of the section.
  private func shift(
    _ rows: ArraySlice<(id: Record.ID, formerIndex: Int?)>, after bound: Record.ID?,
    towardEnd: Bool, descending: Bool, column: Column, _ db: Database
  ) throws -> [(Record.ID, DatabaseValue)]? {
    func precedes(_ lhs: DatabaseValue, _ rhs: DatabaseValue) -> Bool {
      let order = lhs.sqliteOrder(comparedTo: rhs)
      return descending ? order > 0 : order < 0
    }
    let stayed = rows.filter { $0.formerIndex != nil }.map(\.id)
    let old = try Dictionary(
      uniqueKeysWithValues: stayed.map { ($0, try value(of: $0, column: column, db)) })
    var values = stayed.compactMap { old[$0] }.sorted(by: precedes)
    let arrived = rows.count - stayed.count
    let boundValue = try bound.map { try value(of: $0, column: column, db) }
    if towardEnd {
      guard boundValue.map({ bound in values.first.map { precedes(bound, $0) } ?? true }) ?? true,
        let extra = OrderingGap.values(
          arrived, after: values.last ?? boundValue ?? Int64(0).databaseValue, before: nil,
          descending: descending)
      else { return nil }
      values += extra
    } else {
      guard boundValue.map({ bound in values.last.map { precedes($0, bound) } ?? true }) ?? true,
        let extra = OrderingGap.values(
          arrived, after: nil, before: values.first ?? boundValue, descending: descending)
      else { return nil }
      values = extra + values
    }
    return zip(rows.map(\.id), values).filter { id, value in old[id] != value }
  }

  /// Whether the column sorts a section in descending order, as the first and the last of
  /// the rows that stay in it tell; ascending when they do not, such as a section of one row.
  /// A wrong guess only costs the fallback to ``reorder(_:to:column:_:)``.
  ///
  /// - Parameter items: The section's rows, each with its index in the section before the
  ///   edit if it was there: those rows keep their values until the section is written, while
  ///   the rows that left may have been written for their new section already.
  private func isDescending(
    _ items: [(id: Record.ID, formerIndex: Int?)], column: Column, _ db: Database
  ) throws -> Bool {
    let stayed = items.compactMap { item in item.formerIndex.map { (item.id, $0) } }
    guard let first = stayed.min(by: { $0.1 < $1.1 }), let last = stayed.max(by: { $0.1 < $1.1 }),
      first.0 != last.0
    else { return false }
    let firstValue = try value(of: first.0, column: column, db)
    return try firstValue.sqliteOrder(comparedTo: value(of: last.0, column: column, db)) > 0
  }

  /// The value of the ordering column in a row; `NULL` if the row is gone.
  private func value(of id: Record.ID, column: Column, _ db: Database) throws -> DatabaseValue {
    try Record.filter(id: id).select(column, as: DatabaseValue.self).fetchOne(db) ?? .null
  }
}
