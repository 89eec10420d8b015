// MARK: - EditableList + Items

extension EditableList where Section == ListSection {
  /// Creates a list of one section holding these items: the simplest list.
  ///
  /// ```swift
  /// let books = try EditableList(items: shelf)
  /// try books.replaceItems(shelf + [newBook])  // observers receive the new snapshot
  /// ```
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - section: The one section; by default it has the identifier `"items"` and no header.
  ///   - undoLimit: The most steps the history keeps; `nil` keeps all.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` naming every item
  ///   identifier that occurs more than once, with its positions.
  /// - Complexity: O(*n*) on average, where *n* is the number of items.
  public convenience init(
    items: [Item], section: ListSection = ListSection(id: "items"), undoLimit: Int? = nil
  ) throws(SnapshotError<String, Item.ID>) {
    self.init(
      try Snapshot(sections: [SnapshotSection(section, items: items)]), undoLimit: undoLimit)
  }

  /// The items of the list's sections, in order.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public var items: [Item] { snapshot.items }

  /// Replaces the items of the first section without recording a step, as
  /// ``replace(with:)`` does; a list with no section gets one with the identifier `"items"`.
  ///
  /// - Parameter items: The new items, in order.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` if an identifier
  ///   occurs twice; then the list is unchanged.
  /// - Complexity: O(*n*) on average, where *n* is the number of items.
  public func replaceItems(_ items: [Item]) throws(SnapshotError<String, Item.ID>) {
    let section = snapshot.section(at: 0) ?? ListSection(id: "items")
    replace(with: try Snapshot(sections: [SnapshotSection(section, items: items)]))
  }
}
