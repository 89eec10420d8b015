import Tabula

/// A list surface that renders a snapshot as plain text lines, reusing its cells.
///
/// This is the demo's first surface: it shows sections with their header and footer and
/// one line per row, as a ``TerminalAppearance`` and a `ListBehavior`'s titles say. The
/// terminal surface of the full demo grows from it.
@MainActor
final class TextListView<Item: Identifiable & Equatable> where Item.ID: Sendable {
  /// How rows are shown.
  let appearance: TerminalAppearance<Item>

  /// The titles around sections.
  let behavior: ListBehavior<Item>

  /// The width of a line, in characters.
  let width: Int

  private var reuseQueue: [TextCell] = []
  private(set) var cellsCreated = 0

  init(
    appearance: TerminalAppearance<Item>, behavior: ListBehavior<Item> = ListBehavior(),
    width: Int = 48
  ) {
    self.appearance = appearance
    self.behavior = behavior
    self.width = max(width, 8)
  }

  /// The snapshot as lines: a header line per section, an indented line per row, and the
  /// section's footer; the empty-state text if there are no rows.
  func render(_ snapshot: Snapshot<ListSection, Item>) -> [String] {
    guard snapshot.numberOfItems > 0 else {
      return appearance.emptyStateText.map { [$0] } ?? []
    }
    var lines: [String] = []
    for (index, section) in snapshot.sections.enumerated() {
      if !lines.isEmpty { lines.append("") }
      if let header = behavior.headerTitle(index) ?? section.header {
        lines.append(TextCell.truncated(header.uppercased(), to: width))
      }
      for item in snapshot.items(inSectionAt: index) ?? [] {
        let cell = dequeueCell()
        cell.show(appearance.content(for: item))
        lines.append("  " + cell.line(width: width - 2, style: appearance.cellStyle))
        reuseQueue.append(cell)
      }
      if let footer = behavior.footerTitle(index) ?? section.footer {
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
