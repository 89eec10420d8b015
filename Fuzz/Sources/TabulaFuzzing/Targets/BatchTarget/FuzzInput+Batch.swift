import Tabula

// MARK: - FuzzInput + Batch

extension FuzzInput {
  /// A batch whose indices may be out of range, negative, repeated or in conflict.
  mutating func batch() -> BatchUpdate {
    func sections(_ input: inout FuzzInput) -> [Int] {
      input.array(upTo: 3) { $0.int(in: -1...6) }
    }
    func paths(_ input: inout FuzzInput) -> [ItemPath] {
      input.array(upTo: 3) { ItemPath(section: $0.int(in: -1...5), item: $0.int(in: -1...7)) }
    }
    return BatchUpdate(
      deletedSections: sections(&self),
      insertedSections: sections(&self),
      movedSections: array(upTo: 2) {
        BatchUpdate.Move(from: $0.int(in: -1...6), to: $0.int(in: -1...6))
      },
      reloadedSections: sections(&self),
      deletedItems: paths(&self),
      insertedItems: paths(&self),
      movedItems: array(upTo: 2) { input in
        let from = ItemPath(section: input.int(in: -1...5), item: input.int(in: -1...7))
        return BatchUpdate.Move(
          from: from, to: ItemPath(section: input.int(in: -1...5), item: input.int(in: -1...7)))
      },
      reloadedItems: paths(&self),
      reconfiguredItems: paths(&self))
  }
}
