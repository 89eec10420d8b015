// MARK: - ComposedList + Editing

extension ComposedList {
  /// Whether one of the list's providers accepts edits; which rows the user may delete or
  /// move, ``canEditItem(withID:)`` says.
  ///
  /// - Complexity: O(*p*) for *p* parts.
  public var isEditable: Bool {
    parts.contains { $0.provider?.isEditable() == true }
  }

  /// Whether the row with this identifier is one of an editable provider's: never a fixed
  /// row.
  ///
  /// - Parameter id: The row's identifier.
  /// - Returns: Whether the user may delete or move the row.
  /// - Complexity: O(1) beyond the lookup of the identifier.
  public func canEditItem(withID id: Item.ID) -> Bool {
    (try? editablePosition(of: id)) != nil
  }

  /// Hands a deletion or a move of rows to the provider whose rows they are, as one of its
  /// undoable steps, at the positions its items have among its own.
  ///
  /// ```swift
  /// try settings.perform(.deleteItems([SettingsRow.device(phone).id]), named: "Delete")
  /// // devices.perform(.deleteItems([phone.id]), named: "Delete")
  /// ```
  ///
  /// A part made with ``ListPart/rows(of:as:)`` edits the provider's items at the positions
  /// of its rows, as its rows are its items, one for one. A move goes within a part's
  /// sections only; the destination counts once the row is taken out, and the row lands
  /// before the item of the row it lands above (or after its section's last item), rows left
  /// out of the list as repeated included.
  ///
  /// - Parameters:
  ///   - operation: A ``EditOperation/deleteItems(_:)`` of one part's rows, or a
  ///     ``EditOperation/moveItem(_:to:)``.
  ///   - name: The step's name, for "Undo …" and "Redo …" titles.
  /// - Throws: An ``EditRefusal`` naming the culprit: a fixed row, a row of a provider that
  ///   is not editable, a move into another part, rows of several parts, an unknown row or
  ///   position, or another kind of edit; or the provider's own error. Then the list, its
  ///   parts and the histories are unchanged.
  /// - Complexity: O(*k*) for *k* rows named, beyond what the provider does.
  public func perform(_ operation: EditOperation<ListSection, Item>, named name: String) throws {
    let (part, edit) = try partEdit(for: operation)
    guard let provider = parts[part].provider else { return }
    try provider.perform(edit, name)
    undoParts.append(part)
    redoParts.removeAll()
  }

  /// Reverts the last step of the part last edited through the list (whatever made that
  /// step), then of the part edited before it, and so on.
  ///
  /// - Returns: The reverted step's name, or `nil` if there was nothing to undo.
  /// - Throws: The provider's reason for not reverting the step; then nothing changes.
  @discardableResult
  public func undo() throws -> String? {
    try step(from: &undoParts, to: &redoParts) { try $0.undo() }
  }

  /// Carries out again the last step ``undo()`` reverted.
  ///
  /// - Returns: The step's name, or `nil` if there was nothing to redo.
  /// - Throws: The provider's reason for not carrying the step out; then nothing changes.
  @discardableResult
  public func redo() throws -> String? {
    try step(from: &redoParts, to: &undoParts) { try $0.redo() }
  }

  /// The names of the steps ``undo()`` and ``redo()`` would take, in order, from the
  /// parts' histories: what a host reads for its Undo and Redo buttons and titles
  /// (``UndoHistory/canUndo``, ``UndoHistory/undoActionName``, …).
  ///
  /// Each step's edits are its provider's and are kept in that provider's history; here a
  /// step's ``UndoHistory/Step/undo`` and ``UndoHistory/Step/redo`` are empty groups. A step
  /// a provider no longer has (its history's ``UndoHistory/limit`` forgot it) is left out.
  ///
  /// - Complexity: O(*s*) for *s* steps of the parts' histories.
  public var history: UndoHistory<ListSection, Item> {
    let names = parts.map { $0.provider?.stepNames() ?? (undo: [], redo: []) }
    func steps(_ order: [Int], _ names: [[String]]) -> [UndoHistory<ListSection, Item>.Step] {
      var remaining = names.map(\.count)
      var steps: [UndoHistory<ListSection, Item>.Step] = []
      for part in order.reversed() where remaining[part] > 0 {
        remaining[part] -= 1
        steps.append(.init(name: names[part][remaining[part]], redo: .group([]), undo: .group([])))
      }
      return steps.reversed()
    }
    return UndoHistory(
      undoSteps: steps(undoParts, names.map(\.undo)),
      redoSteps: steps(redoParts, names.map(\.redo)))
  }

  // MARK: Private

  /// Takes the step of the part at the end of `stack` with `act`, skipping parts with no step
  /// left, and files the part at the end of `other`.
  private func step(
    from stack: inout [Int], to other: inout [Int],
    _ act: (PartProvider) throws -> String?
  ) throws -> String? {
    while let part = stack.last {
      guard let provider = parts[part].provider, let name = try act(provider) else {
        stack.removeLast()
        continue
      }
      stack.removeLast()
      other.append(part)
      return name
    }
    return nil
  }

  /// The part an edit goes to, and the edit in the part's positions.
  private func partEdit(for operation: EditOperation<ListSection, Item>)
    throws(EditRefusal) -> (part: Int, edit: PartProvider.Edit)
  {
    switch operation {
    case .deleteItems(let ids):
      var owner: Int?
      var paths: [ItemPath] = []
      for id in ids {
        let (part, _, path) = try editablePosition(of: id)
        if let owner, owner != part { throw .severalParts(ids) }
        owner = part
        paths.append(path)
      }
      guard let owner else { throw .unsupported("a deletion of no rows") }
      return (owner, .delete(paths))
    case .moveItem(let id, let destination):
      let (part, source, partSource) = try editablePosition(of: id)
      guard placements.indices.contains(destination.section) else {
        throw .positionOutOfRange(destination)
      }
      guard placements[destination.section].part == part else {
        let section = current.section(at: destination.section)?.id ?? ""
        throw .moveAcrossParts(id, toSection: section)
      }
      guard let partDestination = partDestination(moving: source, to: destination) else {
        throw .positionOutOfRange(destination)
      }
      return (part, .move(partSource, to: partDestination))
    case .insertItems: throw .unsupported("insertion")
    case .replaceItem: throw .unsupported("replacement")
    case .insertSections, .deleteSections, .moveSection, .replaceSection:
      throw .unsupported("section edits")
    case .group: throw .unsupported("a group of edits")
    }
  }

  /// The part of an editable provider that shows the row with this identifier, the row's
  /// position in the list and its position among the part's items.
  private func editablePosition(of id: Item.ID) throws(EditRefusal)
    -> (part: Int, path: ItemPath, partPath: ItemPath)
  {
    guard let path = current.path(of: id), let (part, partPath) = partPosition(of: path) else {
      throw .unknownItem(id)
    }
    let section = current.section(at: path.section)?.id ?? ""
    guard let provider = parts[part].provider else { throw .fixedRow(id, section: section) }
    guard provider.isEditable() else { throw .notEditable(id, section: section) }
    return (part, path, partPath)
  }
}
