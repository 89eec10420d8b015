import Tabula

// MARK: - Snapshot + Counts

extension Snapshot where Section == FuzzSection, Item == FuzzItem {
  /// The number of items in each section, as a surface counts them.
  var counts: [Int] { (0..<numberOfSections).map { numberOfItems(inSectionAt: $0) ?? 0 } }
}
