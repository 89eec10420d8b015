// MARK: - OutlineForest + Changes

extension OutlineForest {
  /// The parents (`nil` for the top level) whose children differ between two forests, with
  /// the rows that start or stop showing children, each replaced row and the parents it
  /// leaves and joins; parents before their children, in the order the rows show after.
  ///
  /// Rows that show only before are left out: nothing is put in place under them.
  ///
  /// - Parameters:
  ///   - old: The rows before.
  ///   - new: The rows after.
  ///   - replacing: The identifiers whose rows are replaced by new ones.
  /// - Complexity: O(*n*) for *n* rows.
  public static func changedParents(
    from old: OutlineForest, to new: OutlineForest, replacing: Set<AnyHashable> = []
  ) -> [AnyHashable?] {
    var replacingParents = Set<AnyHashable?>()
    for id in replacing {
      if let parent = old.parentEntry(of: id) { replacingParents.insert(parent) }
      if let parent = new.parentEntry(of: id) { replacingParents.insert(parent) }
    }
    func changes(_ parent: AnyHashable?) -> Bool {
      old.childList(of: parent) != new.childList(of: parent) || replacingParents.contains(parent)
        || parent.map(replacing.contains) ?? false
    }
    var changed: [AnyHashable?] = changes(nil) ? [nil] : []
    for node in new.nodes where changes(node.id) { changed.append(node.id) }
    return changed
  }

  /// `id` and the rows under it that show children, parents first, if `id` shows children.
  ///
  /// - Complexity: O(*m*) for *m* rows under `id`.
  func shownParents(under id: AnyHashable) -> [AnyHashable] {
    var parents: [AnyHashable] = []
    var pending: [AnyHashable] = [id]
    while let parent = pending.popLast() {
      guard let children = childList(of: parent) else { continue }
      parents.append(parent)
      pending += children.reversed()
    }
    return parents
  }
}
