@_spi(Surfaces) import Tabula
import TabulaTesting

// MARK: - TerminalListView + Window

extension TerminalListView {
  /// The columns before a row's content: the mark, the cursor, a space.
  static let gutterWidth = 3

  /// Every line of the list's content, top to bottom, before the window picks which show.
  var displayLines: [DisplayLine] {
    var lines: [DisplayLine] = []
    func add(_ ghosts: [Ghost]) {
      for ghost in ghosts {
        lines += ghost.lines.indices.map { DisplayLine.ghost(ghost, line: $0) }
      }
    }
    let marker = dropMarkerPath
    for (index, section) in sections.enumerated() {
      if !lines.isEmpty { lines.append(.gap) }
      add(section.ghostsAbove)
      let titles = titles(index)
      if titles.header != nil { lines.append(.header(index)) }
      for (item, row) in section.rows.enumerated() {
        add(row.ghostsAbove)
        let path = ItemPath(section: index, item: item)
        if path == marker { lines.append(.dropMarker) }
        lines += (0..<rowHeight).map { DisplayLine.row(path, line: $0) }
      }
      if marker == ItemPath(section: index, item: section.rows.count) {
        lines.append(.dropMarker)
      }
      add(section.trailingGhosts)
      if titles.footer != nil { lines.append(.footer(index)) }
    }
    if !lines.isEmpty, !orphanGhosts.isEmpty { lines.append(.gap) }
    add(orphanGhosts)
    return lines
  }

  /// The number of lines the window has for the list's content: the height, less the line
  /// of the ``footer`` if there is one.
  var contentHeight: Int {
    footer == nil ? height : max(height - 1, 1)
  }

  /// The display lines in the window, from ``scrollOffset``.
  var windowLines: ArraySlice<DisplayLine> {
    let lines = displayLines
    let start = min(scrollOffset, lines.count)
    return lines[start..<min(start + contentHeight, lines.count)]
  }

  /// The rows that have at least one line in the window.
  func visibleRows() -> Set<ItemPath> {
    var visible = Set<ItemPath>()
    for line in windowLines {
      if case .row(let path, _) = line { visible.insert(path) }
    }
    return visible
  }

  /// Moves the cursor by `offset` rows, across sections, stopping at the first and last row.
  ///
  /// - Parameter offset: How many rows down (positive) or up (negative).
  func moveCursor(by offset: Int) {
    layoutIfNeeded()
    guard rowCount > 0 else { return }
    let place = min(max(cursorPlace + offset, 0), rowCount - 1)
    cursor = path(atPlace: place)
    refresh()
  }

  // MARK: Internal

  /// The cursor's place among all rows, counted from zero.
  var cursorPlace: Int {
    guard let cursor, sections.indices.contains(cursor.section) else { return 0 }
    return sections[..<cursor.section].reduce(0) { $0 + $1.rows.count } + cursor.item
  }

  /// The row at a place among all rows, clamped to the list; `nil` if the list has no rows.
  func path(atPlace place: Int) -> ItemPath? {
    var remaining = min(max(place, 0), max(rowCount - 1, 0))
    for (index, section) in sections.enumerated() {
      if remaining < section.rows.count { return ItemPath(section: index, item: remaining) }
      remaining -= section.rows.count
    }
    return nil
  }

  /// The identities the cursor follows through an update, in order of preference: the item
  /// under it, then the rows after it, nearest first, then those before it, nearest first.
  /// After a deletion the cursor lands on the first of them still in the list: the next
  /// remaining row, however many rows above it went too.
  var cursorSuccessors: [AnyHashable] {
    let identities = sections.flatMap { $0.rows.map(\.token?.id) }
    let place = cursorPlace
    guard cursor != nil, identities.indices.contains(place) else { return [] }
    return (identities[place...] + identities[..<place].reversed()).compactMap { $0 }
  }

  /// Puts the cursor on the row showing the first of `identities` still in the list, or, if
  /// none is, at `place` among all rows.
  ///
  /// - Complexity: O(*n*), where *n* is the number of rows.
  func placeCursor(followingFirstOf identities: [AnyHashable], orPlace place: Int) {
    var paths: [AnyHashable: ItemPath] = [:]
    for (index, section) in sections.enumerated() {
      for (item, row) in section.rows.enumerated() {
        if let id = row.token?.id { paths[id] = ItemPath(section: index, item: item) }
      }
    }
    cursor = identities.lazy.compactMap { paths[$0] }.first ?? path(atPlace: place)
  }

  /// Scrolls as little as possible to show the cursor's row, and its section's header when
  /// the cursor is on the section's first row; during a drag, the drop marker instead.
  func scrollToCursor() {
    let lines = displayLines
    let height = contentHeight
    let maxOffset = max(lines.count - height, 0)
    guard drag != nil || cursor != nil else {
      scrollOffset = min(scrollOffset, maxOffset)
      return
    }
    guard let focus = drag == nil ? cursorLines(in: lines) : markerLines(in: lines) else {
      return
    }
    let (first, last) = focus
    if first < scrollOffset { scrollOffset = first }
    if last >= scrollOffset + height { scrollOffset = last - height + 1 }
    scrollOffset = min(max(scrollOffset, 0), maxOffset)
  }

  // MARK: Private

  /// The first and last lines of the cursor's row, the first being its section's header when
  /// the cursor is on the section's first row.
  private func cursorLines(in lines: [DisplayLine]) -> (Int, Int)? {
    guard let cursor else { return nil }
    var first = lines.firstIndex {
      if case .row(let path, _) = $0 { return path == cursor }
      return false
    }
    if cursor.item == 0,
      let header = lines.firstIndex(where: { line in
        if case .header(let section) = line { return section == cursor.section }
        return false
      })
    {
      first = header
    }
    guard let first else { return nil }
    let last =
      lines.lastIndex {
        if case .row(let path, _) = $0 { return path == cursor }
        return false
      } ?? first
    return (first, last)
  }

  /// The line of the drop marker, with its section's header when the marker stands at the
  /// top of its section.
  private func markerLines(in lines: [DisplayLine]) -> (Int, Int)? {
    guard
      let marker = lines.firstIndex(where: { line in
        if case .dropMarker = line { return true }
        return false
      })
    else { return nil }
    guard marker > 0, case .header = lines[marker - 1] else { return (marker, marker) }
    return (marker - 1, marker)
  }
}
