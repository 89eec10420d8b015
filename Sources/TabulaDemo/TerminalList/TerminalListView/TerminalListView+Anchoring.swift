@_spi(Surfaces) import Tabula

// MARK: - TerminalListView + Anchoring

extension TerminalListView {
  /// The rows with a line in the window, with the line each starts at, counted from the
  /// window's first line (negative for a row that starts above it).
  var scrollViewport: ScrollAnchoring.Viewport? {
    guard isLoaded else { return nil }
    let lines = displayLines
    let height = contentHeight
    let start = min(scrollOffset, lines.count)
    var rows: [ScrollAnchoring.Viewport.Row] = []
    for index in start..<min(start + height, lines.count) {
      guard case .row(let path, let line) = lines[index], line == 0 || index == start else {
        continue
      }
      rows.append(
        ScrollAnchoring.Viewport.Row(
          path: path, top: Double(index - line - start), height: Double(rowHeight)))
    }
    return ScrollAnchoring.Viewport(
      rows: rows, height: Double(height), isAtTop: start == 0,
      isAtBottom: start + height >= lines.count)
  }

  /// Scrolls as `placement` says, within the lines there are; the cursor, which follows its
  /// row through the batch, stays in the window.
  ///
  /// - Parameter placement: Where the window goes.
  func place(_ placement: ScrollAnchoring.Placement) {
    let lines = displayLines
    let maxOffset = max(lines.count - contentHeight, 0)
    switch placement {
    case .top:
      scrollOffset = 0
    case .bottom:
      scrollOffset = maxOffset
    case .row(let path, let offset):
      let first = lines.firstIndex { line in
        if case .row(path, 0) = line { return true }
        return false
      }
      guard let first else { return }
      scrollOffset = min(max(first - Int(offset.rounded()), 0), maxOffset)
    }
    refresh()
  }
}
