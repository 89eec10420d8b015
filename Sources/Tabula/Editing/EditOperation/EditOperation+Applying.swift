// MARK: - EditOperation + Applying

extension EditOperation {
  /// The error an edit throws: the snapshot's, naming the identifier or position at fault.
  public typealias Failure = SnapshotError<Section.ID, Item.ID>

  /// Applies the edit to a snapshot and returns the edit that undoes it.
  ///
  /// - Parameter snapshot: The snapshot to edit.
  /// - Returns: The inverse edit: applied to the result, it restores `snapshot` exactly.
  /// - Throws: ``SnapshotError`` naming the identifier or position that is gone or out of
  ///   range, or the identifiers an insertion would repeat. Then `snapshot` is unchanged.
  /// - Complexity: O(*k* + *m*) on average, where *k* is the number of items the edit names
  ///   or removes and *m* the number of items whose positions shift.
  @discardableResult
  public func apply(to snapshot: inout Snapshot<Section, Item>) throws(Failure) -> EditOperation {
    // NB: no copy of the snapshot for atomicity: each step below is all-or-nothing, and a
    // multi-step edit that fails halfway undoes its own steps with their exact inverses.
    guard _mayTouchSeveralItems, let touched = _touchedItems, touched.count > 1 else {
      return try _apply(to: &snapshot)
    }
    return try snapshot._recordingOneItemEdit(touching: touched) { snapshot throws(Failure) in
      try _apply(to: &snapshot)
    }
  }

  /// Whether the edit may touch more than one item, known without listing them.
  var _mayTouchSeveralItems: Bool {
    switch self {
    case .insertItems(let items): items.count > 1
    case .deleteItems(let ids): ids.count > 1
    case .group: true
    case .moveItem, .replaceItem, .insertSections, .deleteSections, .moveSection, .replaceSection:
      false
    }
  }

  /// The items an edit of items alone touches; `nil` if it edits sections.
  var _touchedItems: [Item.ID]? {
    switch self {
    case .insertItems(let items): return items.map(\.item.id)
    case .deleteItems(let ids): return ids
    case .moveItem(let id, _): return [id]
    case .replaceItem(let item): return [item.id]
    case .insertSections, .deleteSections, .moveSection, .replaceSection: return nil
    case .group(let operations):
      var touched: [Item.ID] = []
      for operation in operations {
        guard let more = operation._touchedItems else { return nil }
        touched += more
      }
      return touched
    }
  }

  /// The number of items the operation holds: what an undo history keeps for it.
  public var itemCount: Int {
    switch self {
    case .insertItems(let items): items.count
    case .replaceItem: 1
    case .insertSections(let sections): sections.reduce(0) { $0 + $1.section.items.count }
    case .group(let operations): operations.reduce(0) { $0 + $1.itemCount }
    case .deleteItems, .moveItem, .deleteSections, .moveSection, .replaceSection: 0
    }
  }

  // MARK: Private

  private func _apply(to snapshot: inout Snapshot<Section, Item>) throws(Failure)
    -> EditOperation
  {
    switch self {
    case .insertItems(let items):
      var inserted: [Item.ID] = []
      do throws(Failure) {
        for positioned in items.sorted(by: { $0.path < $1.path }) {
          if let level = positioned.level {
            guard level >= 0, level <= Int(UInt32.max) else {
              throw Failure.positionOutOfRange(positioned.path)
            }
            try snapshot._insertItems(
              [positioned.item], at: positioned.path, exactLevel: UInt32(level))
          } else {
            try snapshot.insertItems([positioned.item], at: positioned.path)
          }
          inserted.append(positioned.item.id)
        }
      } catch {
        try? snapshot.deleteItems(inserted)
        throw error
      }
      return .deleteItems(items.map(\.item.id))

    case .deleteItems(let ids):
      let unknown = ids.filter { snapshot.path(of: $0) == nil }
      guard unknown.isEmpty else { throw .unknownItems(unknown) }
      let removed = snapshot._positioned(snapshot._withDescendants(ids))
      try snapshot.deleteItems(ids)
      return .insertItems(removed)

    case .moveItem(let id, let destination):
      guard let source = snapshot.path(of: id) else { throw .unknownItems([id]) }
      guard snapshot._isOutline(at: source) || snapshot._isOutline(at: destination) else {
        try snapshot.moveItem(at: source, to: destination)
        return .moveItem(id, to: source)
      }
      // NB: in an outline a move back to `source` would give the item the level of the item
      // it pushes on there, not necessarily its own: the inverse puts the subtree back as it
      // stood, levels included.
      let before = snapshot._positioned(snapshot._withDescendants([id]))
      try snapshot.moveItem(at: source, to: destination)
      return .group([.deleteItems([id]), .insertItems(before)])

    case .replaceItem(let item):
      guard let previous = snapshot.item(id: item.id) else { throw .unknownItems([item.id]) }
      try snapshot.updateItems([item])
      return .replaceItem(previous)

    case .insertSections(let sections):
      var inserted: [Section.ID] = []
      do {
        for positioned in sections.sorted(by: { $0.index < $1.index }) {
          try Self._insertSection(positioned, into: &snapshot)
          inserted.append(positioned.section.model.id)
        }
      } catch {
        try? snapshot.deleteSections(inserted)
        throw error
      }
      return .deleteSections(sections.map(\.section.model.id))

    case .deleteSections(let ids):
      var removed: [PositionedSection<Section, Item>] = []
      for id in Set(ids) {
        if let index = snapshot.index(ofSection: id), let model = snapshot.section(at: index) {
          var section = SnapshotSection(model, items: snapshot.items(inSectionAt: index) ?? [])
          section._levels = snapshot._items[index].allLevels
          removed.append(PositionedSection(section, at: index))
        }
      }
      removed.sort { $0.index < $1.index }
      try snapshot.deleteSections(ids)
      return .insertSections(removed)

    case .moveSection(let id, let destination):
      guard let source = snapshot.index(ofSection: id) else { throw .unknownSections([id]) }
      guard (0..<snapshot.numberOfSections).contains(destination) else {
        throw .positionOutOfRange(ItemPath(section: destination, item: 0))
      }
      try Self._moveSection(id, to: destination, in: &snapshot)
      return .moveSection(id, to: source)

    case .replaceSection(let section):
      guard let previous = snapshot.section(id: section.id) else {
        throw .unknownSections([section.id])
      }
      try snapshot.updateSections([section])
      return .replaceSection(previous)

    case .group(let operations):
      var inverses: [EditOperation] = []
      do {
        for operation in operations { inverses.append(try operation._apply(to: &snapshot)) }
      } catch {
        for inverse in inverses.reversed() { _ = try? inverse._apply(to: &snapshot) }
        throw error
      }
      return .group(inverses.reversed())
    }
  }

  private static func _insertSection(
    _ positioned: PositionedSection<Section, Item>, into snapshot: inout Snapshot<Section, Item>
  ) throws(Failure) {
    let index = positioned.index
    guard (0...snapshot.numberOfSections).contains(index) else {
      throw .positionOutOfRange(ItemPath(section: index, item: 0))
    }
    let model = positioned.section.model
    if let next = snapshot.section(at: index) {
      try snapshot.insertSections([model], beforeSection: next.id)
    } else {
      try snapshot.appendSections([model])
    }
    do {
      try snapshot._appendItems(
        positioned.section.items, levels: positioned.section._levels, toSection: model.id)
    } catch {
      try? snapshot.deleteSections([model.id])
      throw error
    }
  }

  private static func _moveSection(
    _ id: Section.ID, to destination: Int, in snapshot: inout Snapshot<Section, Item>
  ) throws(Failure) {
    guard let source = snapshot.index(ofSection: id), source != destination,
      let anchor = snapshot.section(at: destination)
    else { return }
    if destination > source {
      try snapshot.moveSection(id, afterSection: anchor.id)
    } else {
      try snapshot.moveSection(id, beforeSection: anchor.id)
    }
  }
}
