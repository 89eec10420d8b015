import Tabula

/// A list surface that renders a snapshot as plain text lines, reusing its cells.
///
/// This is the demo's first surface: it shows sections with their header and footer and
/// one line per row, configured through a ``ListConfiguration``. The terminal surface of the
/// full demo grows from it.
@MainActor
final class TextListView<Item: Identifiable & Equatable> where Item.ID: Sendable {
  /// How rows are shown.
  let configuration: ListConfiguration<Item>

  /// The width of a line, in characters.
  let width: Int

  private var reuseQueue: [TextCell] = []
  private(set) var cellsCreated = 0

  init(configuration: ListConfiguration<Item>, width: Int = 48) {
    self.configuration = configuration
    self.width = max(width, 8)
  }

  /// The snapshot as lines: a header line per section, an indented line per row, and the
  /// section's footer; the empty-state text if there are no rows.
  func render(_ snapshot: Snapshot<ListSection, Item>) -> [String] {
    guard snapshot.numberOfItems > 0 else {
      return configuration.emptyStateText.map { [$0] } ?? []
    }
    var lines: [String] = []
    for (index, section) in snapshot.sections.enumerated() {
      if !lines.isEmpty { lines.append("") }
      if let header = configuration.headerTitle(index) ?? section.header {
        lines.append(TextCell.truncated(header.uppercased(), to: width))
      }
      for item in snapshot.items(inSectionAt: index) ?? [] {
        let cell = dequeueCell()
        cell.show(configuration.content(for: item))
        lines.append("  " + cell.line(width: width - 2, style: configuration.cellStyle))
        reuseQueue.append(cell)
      }
      if let footer = configuration.footerTitle(index) ?? section.footer {
        lines.append(TextCell.truncated("  (\(footer))", to: width))
      }
    }
    return lines
  }

  private func dequeueCell() -> TextCell {
    if let cell = reuseQueue.popLast() { return cell }
    cellsCreated += 1
    return TextCell()
  }
}
