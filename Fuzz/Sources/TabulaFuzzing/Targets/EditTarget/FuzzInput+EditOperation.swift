import Tabula

// MARK: - FuzzInput + EditOperation

extension FuzzInput {
  /// An edit whose identities and positions may name what is not there; groups nest up to
  /// `depth` levels.
  mutating func editOperation(depth: Int = 2) -> EditOperation<FuzzSection, FuzzItem> {
    let itemIDs = 0...39
    let sectionIDs = 0...9
    switch int(in: 0...(depth > 0 ? 8 : 7)) {
    case 0:
      return .insertItems(array(upTo: 2) { PositionedItem($0.item(ids: itemIDs), at: $0.path()) })
    case 1: return .deleteItems(array(upTo: 3) { $0.int(in: itemIDs) })
    case 2: return .moveItem(int(in: itemIDs), to: path())
    case 3: return .replaceItem(item(ids: itemIDs))
    case 4:
      return .insertSections(
        array(upTo: 2) { input in
          let section = SnapshotSection(
            input.section(ids: sectionIDs), items: input.array(upTo: 3) { $0.item(ids: itemIDs) })
          return PositionedSection(section, at: input.int(in: -1...7))
        })
    case 5: return .deleteSections(array(upTo: 2) { $0.int(in: sectionIDs) })
    case 6: return .moveSection(int(in: sectionIDs), to: int(in: -1...7))
    case 7: return .replaceSection(section(ids: sectionIDs))
    default: return .group(array(upTo: 3) { $0.editOperation(depth: depth - 1) })
    }
  }
}
