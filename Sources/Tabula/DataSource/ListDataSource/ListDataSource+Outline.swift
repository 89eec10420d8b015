// MARK: - ListDataSource + Outline

extension ListDataSource {
  /// The snapshot applied last, rows under collapsed items included.
  ///
  /// For a flat list this is ``snapshot`` once the updates under way and waiting are done.
  /// For an outline (a snapshot whose items have children, see
  /// ``Snapshot/appendItems(_:under:)``), ``snapshot`` holds the rows shown and this the whole
  /// outline: edit this one and apply it.
  public var fullSnapshot: Snapshot<Section, Item> {
    // NB: not `snapshot`: mid-update, that is what the surface shows, which may still be the
    // outline applied before a flat list.
    outlineModel ?? newestShownRows
  }

  /// The identifiers of the expanded items of an outline: the items whose children are shown
  /// when they are shown themselves. Kept by identity: an expanded item that moves stays
  /// expanded, one that an update deletes leaves the set. Setting it animates the rows that
  /// appear and disappear.
  ///
  /// Expanding or collapsing is not an edit: it is no undo step, and providers never see it.
  ///
  /// - Complexity: Setting it is O(*k* log *n*) for *k* rows shown or hidden, planned from the
  ///   rows shown; O(*n*) if it changes more than a few hundred items at once.
  public var expandedItems: Set<Item.ID> {
    get { expandedIDs }
    set {
      changeExpansion(
        expanding: Array(newValue.subtracting(expandedIDs)),
        collapsing: Array(expandedIDs.subtracting(newValue)), animated: true)
    }
  }

  /// Whether the item is expanded.
  ///
  /// - Parameter id: The identifier of an item.
  /// - Returns: Whether ``expandedItems`` holds it.
  public func isExpanded(_ id: Item.ID) -> Bool { expandedIDs.contains(id) }

  /// Expands items: shows their children, and the children of those that are expanded, as
  /// one animated batch of inserts.
  ///
  /// - Parameters:
  ///   - ids: The items to expand; items already expanded, or not in the outline, are left.
  ///   - animated: Whether to animate; `false` reloads the surface.
  /// - Complexity: O(*k* log *n*), where *k* is the number of rows that appear.
  public func expand(_ ids: [Item.ID], animated: Bool = true) {
    changeExpansion(expanding: ids, collapsing: [], animated: animated)
  }

  /// Collapses items: hides every row below them, as one animated batch of deletes.
  ///
  /// - Parameters:
  ///   - ids: The items to collapse; items already collapsed are left.
  ///   - animated: Whether to animate; `false` reloads the surface.
  /// - Complexity: O(*k* log *n*), where *k* is the number of rows that disappear.
  public func collapse(_ ids: [Item.ID], animated: Bool = true) {
    changeExpansion(expanding: [], collapsing: ids, animated: animated)
  }

  /// Expands a collapsed item, or collapses an expanded one.
  ///
  /// - Parameters:
  ///   - id: The identifier of an item.
  ///   - animated: Whether to animate.
  public func toggleExpansion(of id: Item.ID, animated: Bool = true) {
    if isExpanded(id) {
      collapse([id], animated: animated)
    } else {
      expand([id], animated: animated)
    }
  }

  /// Expands every item that has children.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Complexity: O(*n*).
  public func expandAll(animated: Bool = true) {
    let outline = fullSnapshot
    var all = expandedIDs
    for id in outline.itemIdentifiers where outline.hasChildren(id) { all.insert(id) }
    setExpansion(all, animated: animated)
  }

  /// Collapses every item.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Complexity: O(*n*).
  public func collapseAll(animated: Bool = true) {
    setExpansion([], animated: animated)
  }

  /// Shows an item: expands its ancestors, then scrolls its row to the top of the list once
  /// the rows are in.
  ///
  /// - Parameters:
  ///   - id: The identifier of an item.
  ///   - animated: Whether to animate the rows that appear.
  /// - Complexity: O(*d* log *n* + *k* log *n*), where *d* is the item's level and *k* the
  ///   number of rows that appear.
  public func reveal(_ id: Item.ID, animated: Bool = true) {
    let outline = fullSnapshot
    guard outline.path(of: id) != nil else {
      return report(.positionOutOfRange, "cannot reveal \(id), which is not in the list")
    }
    waitingCompletions.append { [weak self] in
      guard let self, let path = snapshot.path(of: id) else { return }
      surface?.place(.row(path, offset: 0))
    }
    changeExpansion(
      expanding: outline.ancestors(of: id).reversed(), collapsing: [], animated: animated)
    // NB: with nothing to expand, or a surface that showed the rows at once, nothing else
    // runs the completions.
    if !isUpdating { finish() }
  }

  /// Calls `onChange` with the expanded items whenever they change: the app or the user
  /// expands or collapses an item, or an update removes an expanded one.
  ///
  /// - Parameter onChange: Called on the main actor with each new set.
  /// - Returns: The token that keeps the observation alive.
  public func observeExpansion(_ onChange: @escaping @MainActor (Set<Item.ID>) -> Void)
    -> ObservationToken
  {
    expansionObservers.add(onChange)
  }

  // MARK: Surfaces

  /// What the surface draws of the outline row at a position; `nil` for the row of a list
  /// that was never an outline, which the surface leaves as the app configured it.
  ///
  /// A list that was an outline draws its rows as outline rows from then on, at level 0 and
  /// without a disclosure once it is flat, so that a cell that showed an indented row shows a
  /// row at the top level as one.
  ///
  /// - Parameter path: The position of a shown row.
  /// - Returns: The row's level and disclosure state.
  /// - Complexity: O(log *n*).
  @_spi(Surfaces) public func outlineRow(at path: ItemPath) -> SurfaceOutlineRow? {
    guard hasShownOutline, let item = snapshot.item(at: path) else { return nil }
    return SurfaceOutlineRow(
      level: snapshot.level(of: item.id) ?? 0,
      hasChildren: outlineModel?.hasChildren(item.id) ?? false,
      isExpanded: expandedIDs.contains(item.id))
  }

  /// Expands or collapses the row the user tapped the disclosure control of.
  ///
  /// - Parameter path: The position of the row.
  @_spi(Surfaces) public func userDidToggleExpansion(at path: ItemPath) {
    guard let item = snapshot.item(at: path) else {
      return report(.positionOutOfRange, "the user toggled \(path), which is not in the list")
    }
    toggleExpansion(of: item.id)
  }

  /// The position of the shown parent of the row at a position; `nil` for a row at the top
  /// level, a row of a flat list, or a position out of range.
  ///
  /// - Parameter path: The position of a shown row.
  /// - Returns: The position of its parent.
  /// - Complexity: O(log *n*).
  @_spi(Surfaces) public func outlineParent(ofItemAt path: ItemPath) -> ItemPath? {
    guard let item = snapshot.item(at: path), let parent = snapshot.parent(of: item.id) else {
      return nil
    }
    return snapshot.path(of: parent)
  }

  /// The identifiers of the item shown at a position and of its parent row's item; `nil` out
  /// of range. Compiled for the list's types.
  ///
  /// - Parameter path: The position of a shown row.
  /// - Returns: The identifiers.
  /// - Complexity: O(log *n*).
  @_spi(Surfaces) public func shownOutlineNode(at path: ItemPath)
    -> (id: AnyHashable, parent: AnyHashable?)?
  {
    work.outlineNode(snapshot, path)
  }

  /// The identifiers of the items shown at positions and of their parent rows' items; `nil`
  /// for a position out of range. Compiled for the list's types, and positions close together
  /// read without a descent into the tree each.
  ///
  /// - Parameter paths: Positions of shown rows.
  /// - Returns: The identifiers of each, in the order of `paths`.
  /// - Complexity: O(*k* + *l* log *n*) for *k* positions in *l* leaves of the tree, plus the
  ///   lookup of each item's parent.
  @_spi(Surfaces) public func shownOutlineNodes(at paths: [ItemPath])
    -> [(id: AnyHashable, parent: AnyHashable?)?]
  {
    work.outlineNodes(snapshot, paths)
  }

  /// The identifiers and levels of the items shown at a run of positions in a section; `nil`
  /// if a position is out of range. Compiled for the list's types, read leaf by leaf.
  ///
  /// - Parameters:
  ///   - section: The index of a section.
  ///   - items: Positions of shown rows in it.
  /// - Returns: The identifier and level of each, in order.
  /// - Complexity: O(*k* + log *n*) for *k* positions.
  @_spi(Surfaces) public func shownOutlineRows(inSection section: Int, items: Range<Int>)
    -> [(id: AnyHashable, level: Int)]?
  {
    work.outlineRows(snapshot, section, items)
  }

  /// The position of the shown row of the item with an identifier; `nil` if no row shows it
  /// or the identifier is not of this list's type.
  ///
  /// - Parameter id: The identifier of an item.
  /// - Returns: The position of its row.
  /// - Complexity: O(log *n*).
  @_spi(Surfaces) public func shownPath(ofItemWithID id: AnyHashable) -> ItemPath? {
    guard let id = id as? Item.ID else { return nil }
    return snapshot.path(of: id)
  }

  // MARK: Internal

  /// The rows to show of a snapshot an app applies: all of a flat list; of an outline, the
  /// rows under expanded items. Records the outline, and lets go of expanded items it lost.
  func shownRows(of newSnapshot: Snapshot<Section, Item>) -> Snapshot<Section, Item> {
    if !expandedIDs.isEmpty {
      let kept = expandedIDs.filter { newSnapshot.path(of: $0) != nil }
      if kept.count != expandedIDs.count {
        expandedIDs = kept
        expansionObservers.notify(kept)
      }
    }
    guard newSnapshot.isOutline || outlineModel != nil else { return newSnapshot }
    let previous = outlineModel
    outlineModel = newSnapshot.isOutline ? newSnapshot : nil
    hasShownOutline = hasShownOutline || outlineModel != nil
    guard newSnapshot.isOutline else { return newSnapshot }
    let base = newestShownRows
    if let previous, shownRowsFollowOutline,
      let rows = base._visibleRows(from: previous, to: newSnapshot, expanded: expandedIDs)
    {
      return rows
    }
    shownRowsFollowOutline = true
    return newSnapshot.visibleSnapshot(expanded: expandedIDs).reconfiguringDisclosureChanges(
      old: previous, new: newSnapshot)
  }

  /// The rows the list shows once the updates under way and waiting are done.
  var newestShownRows: Snapshot<Section, Item> { pending?.snapshot ?? updateTarget ?? snapshot }

  /// Expands and collapses items, and shows the rows that appear and disappear, read from
  /// the rows the list is about to show.
  func changeExpansion(expanding: [Item.ID], collapsing: [Item.ID], animated: Bool) {
    let outline = fullSnapshot
    var seen = Set<Item.ID>()
    let collapsed = collapsing.filter { expandedIDs.contains($0) && seen.insert($0).inserted }
    let expanded = expanding.filter {
      !expandedIDs.contains($0) && outline.path(of: $0) != nil && seen.insert($0).inserted
    }
    guard !collapsed.isEmpty || !expanded.isEmpty else { return }
    // NB: after the user moved a row, the rows shown wait for the provider's outline.
    guard outline.isOutline, shownRowsFollowOutline, collapsed.count + expanded.count <= 256
    else {
      return setExpansion(
        expandedIDs.subtracting(collapsed).union(expanded), animated: animated)
    }
    var rows = newestShownRows
    // NB: marks the rows shown carry were for the update that showed them.
    rows.clearReloadMarks()
    var isDerived = true
    for id in collapsed {
      expandedIDs.remove(id)
      if rows.path(of: id) != nil { isDerived = isDerived && work.hideDescendants(&rows, id) }
    }
    for id in expanded {
      expandedIDs.insert(id)
      if rows.path(of: id) != nil {
        isDerived = isDerived && work.showDescendants(&rows, id, outline, expandedIDs)
      }
    }
    expansionObservers.notify(expandedIDs)
    if !isDerived { rows = outline.visibleSnapshot(expanded: expandedIDs) }
    show(rows.reconfiguringShown(collapsed + expanded), animated: animated)
  }

  /// Sets the expanded items and shows the rows that follow, compared in full.
  func setExpansion(_ ids: Set<Item.ID>, animated: Bool) {
    let outline = fullSnapshot
    let kept = ids.filter { outline.path(of: $0) != nil }
    guard kept != expandedIDs else { return }
    let toggled = kept.symmetricDifference(expandedIDs)
    expandedIDs = kept
    expansionObservers.notify(kept)
    guard outline.isOutline else { return }
    shownRowsFollowOutline = true
    show(outline.visibleSnapshot(expanded: kept).reconfiguringShown(toggled), animated: animated)
  }
}

// MARK: - ListDataSource + Outline tests

extension ListDataSource {
  /// The rows the list shows once the updates under way and waiting are done: for tests.
  package var newestShownRowsForTests: Snapshot<Section, Item> { newestShownRows }
}
