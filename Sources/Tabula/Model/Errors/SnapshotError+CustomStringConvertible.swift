// MARK: - SnapshotError + CustomStringConvertible

extension SnapshotError: CustomStringConvertible {
  /// A sentence naming every culprit, for logs and test failures.
  public var description: String {
    switch self {
    case .duplicateIdentifiers(let sections, let items):
      let parts =
        sections.map { "section identifier '\($0.id)' at sections \($0.positions)" }
        + items.map { duplicate in
          let places = duplicate.positions.map(\.description).joined(separator: ", ")
          return "item identifier '\(duplicate.id)' at \(places)"
        }
      return "Duplicate identifiers: " + parts.joined(separator: "; ")
    case .unknownSections(let ids):
      return "Unknown section identifiers: " + ids.map { "'\($0)'" }.joined(separator: ", ")
    case .unknownItems(let ids):
      return "Unknown item identifiers: " + ids.map { "'\($0)'" }.joined(separator: ", ")
    case .noSection:
      return "Cannot append items: the snapshot has no section"
    case .positionOutOfRange(let path):
      return "Position \(path) is outside the snapshot"
    case .moveIntoOwnSubtree(let id, let target):
      return "Cannot move item '\(id)' to '\(target)', which is in its own subtree"
    case .notEditable:
      return "The provider accepts no edits"
    }
  }
}
