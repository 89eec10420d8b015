import Tabula

// MARK: - ListDataSource + Counted footers

extension ListDataSource where Section == ListSection {
  /// Has every section's footer say what the section shows now, from the snapshot on screen
  /// each time the footer is drawn: a count stored beside the rows would go stale with the
  /// first deletion, move, undo or live change.
  ///
  /// ```swift
  /// dataSource.countFooters { _, rows in rows.counting("fork", "forks") }
  /// ```
  ///
  /// - Parameter footer: The footer of a section, given the section and how many rows it
  ///   shows; `nil` shows the section model's own footer.
  func countFooters(
    _ footer: @escaping @MainActor @Sendable (_ section: ListSection, _ rows: Int) -> String?
  ) {
    behavior.footerTitle = { [weak self] index in
      guard let snapshot = self?.snapshot, let section = snapshot.section(at: index) else {
        return nil
      }
      return footer(section, snapshot.numberOfItems(inSectionAt: index) ?? 0)
    }
  }
}
