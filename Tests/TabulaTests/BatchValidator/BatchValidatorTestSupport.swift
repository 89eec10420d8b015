import Tabula

/// `ItemPath(section:item:)`, short for the tables of the validator tests.
func itemPath(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(section: section, item: item)
}

/// A move between two item positions, short for the tables of the validator tests.
func itemMove(_ from: ItemPath, _ to: ItemPath) -> BatchUpdate.Move<ItemPath> {
  BatchUpdate.Move(from: from, to: to)
}

extension BatchValidator.Violation.Kind {
  /// The section an item count violation names, after the update; `nil` for other kinds.
  var itemCountSection: Int? {
    if case .invalidItemCount(let section, _, _, _, _, _, _) = self { section } else { nil }
  }

  /// Whether the kind is a section count violation.
  var isSectionCount: Bool {
    if case .invalidSectionCount = self { true } else { false }
  }
}
