@_spi(Surfaces) package import Tabula

/// Where each row of a list comes from after a batch, computed from the batch alone, as
/// UIKit moves its existing cells: the one layout rule of the surfaces that keep their rows
/// in memory (the headless view, the terminal list).
///
/// A row that stays keeps its cell and what it shows; a moved row arrives with them; an
/// inserted row, or a row of an inserted section, needs a new cell.
package struct RowArrangement: Equatable {
  /// Where one row after the batch comes from.
  package enum Source: Equatable {
    /// A new row: inserted, or in an inserted section.
    case inserted
    /// The row that was at this position and stayed in its section, possibly reloaded or
    /// reconfigured.
    case kept(ItemPath, reloaded: Bool, reconfigured: Bool)
    /// The row that was at this position and was moved here.
    case moved(from: ItemPath)
  }

  /// One section after the batch.
  package struct Section: Equatable {
    /// The section's index before the batch; `nil` for an inserted section.
    package var source: Int?

    /// Whether the batch reloads the whole section: every row needs a new cell.
    package var isReloaded: Bool

    /// Where each of its rows comes from, in order.
    package var rows: [Source]

    /// Creates a section's arrangement.
    ///
    /// - Parameters:
    ///   - source: The section's index before the batch; `nil` for an inserted section.
    ///   - isReloaded: Whether the batch reloads the whole section.
    ///   - rows: Where each of its rows comes from.
    package init(source: Int?, isReloaded: Bool, rows: [Source]) {
      self.source = source
      self.isReloaded = isReloaded
      self.rows = rows
    }
  }

  /// The sections after the batch, in order.
  package var sections: [Section]

  /// The arrangement after `batch`, or `nil` if the batch cannot be laid out on these counts
  /// (a surface then loads its rows again; the validator reports why).
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - oldCounts: The number of rows of each section before the batch.
  ///   - newCounts: The number of rows of each section after it.
  /// - Complexity: O(*n* + *c*), where *n* is the number of rows before and after, and *c*
  ///   the number of changes in the batch.
  package init?(after batch: BatchUpdate, oldCounts: [Int], newCounts: [Int]) {
    guard let sources = batch.sectionSources(oldCount: oldCounts.count, newCount: newCounts.count)
    else { return nil }
    let deleted = Set(batch.deletedItems)
    let reloaded = Set(batch.reloadedItems)
    let reconfigured = Set(batch.reconfiguredItems)
    let moveSources = Set(batch.movedItems.map(\.from))
    let inserted = Set(batch.insertedItems)
    var arriving: [ItemPath: ItemPath] = [:]
    for move in batch.movedItems {
      guard oldCounts.indices.contains(move.from.section),
        (0..<oldCounts[move.from.section]).contains(move.from.item)
      else { return nil }
      arriving[move.to] = move.from
    }
    let reloadedSections = Set(batch.reloadedSections)
    var sections: [Section] = []
    for (newIndex, source) in sources.enumerated() {
      var staying: [ItemPath] = []
      if let source {
        for item in 0..<oldCounts[source] {
          let path = ItemPath(section: source, item: item)
          if !deleted.contains(path) && !moveSources.contains(path) { staying.append(path) }
        }
      }
      var rows: [Source] = []
      var next = staying.makeIterator()
      for item in 0..<newCounts[newIndex] {
        let path = ItemPath(section: newIndex, item: item)
        if source == nil || inserted.contains(path) {
          rows.append(.inserted)
        } else if let from = arriving[path] {
          rows.append(.moved(from: from))
        } else if let old = next.next() {
          rows.append(
            .kept(old, reloaded: reloaded.contains(old), reconfigured: reconfigured.contains(old)))
        } else {
          return nil
        }
      }
      if next.next() != nil { return nil }
      let isReloaded = source.map { reloadedSections.contains($0) } ?? false
      sections.append(Section(source: source, isReloaded: isReloaded, rows: rows))
    }
    self.sections = sections
  }

  /// The rows after the batch, each made from the row it comes from by `arrange`, or as
  /// UIKit shows it (``standard(_:_:)``) without one.
  ///
  /// - Parameters:
  ///   - old: The rows before the batch.
  ///   - arrange: Makes a row from its source and, for a kept or moved row, the old row.
  /// - Returns: The rows, section by section.
  package func rows<Row: SurfaceRow>(
    from old: [[Row]], _ arrange: ((Source, Row?) -> Row)? = nil
  ) -> [[Row]] {
    sections.map { section in
      section.rows.map { source in
        let oldRow: Row?
        switch source {
        case .inserted: oldRow = nil
        case .kept(let path, _, _), .moved(let path): oldRow = old[path.section][path.item]
        }
        var row = arrange?(source, oldRow) ?? Self.standard(source, oldRow)
        if section.isReloaded { row.needsNewCell = true }
        return row
      }
    }
  }

  /// The row UIKit shows for a source: a fresh one for an inserted row; the old row, marked
  /// for a new cell if reloaded or for configuration if reconfigured, otherwise.
  ///
  /// - Parameters:
  ///   - source: Where the row comes from.
  ///   - old: The row it was, for a kept or moved row.
  /// - Returns: The row.
  package static func standard<Row: SurfaceRow>(_ source: Source, _ old: Row?) -> Row {
    guard var row = old else { return .fresh }
    if case .kept(_, let reloaded, let reconfigured) = source {
      if reloaded { row.needsNewCell = true }
      if reconfigured { row.needsConfiguration = true }
    }
    return row
  }
}
