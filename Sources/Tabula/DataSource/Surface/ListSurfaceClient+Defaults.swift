// MARK: - ListSurfaceClient + Defaults

extension ListSurfaceClient {
  /// No header.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: `nil`.
  @_spi(Surfaces) public func headerTitle(inSection section: Int) -> String? { nil }

  /// No footer.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: `nil`.
  @_spi(Surfaces) public func footerTitle(inSection section: Int) -> String? { nil }

  /// Whether ``headerTitle(inSection:)`` and ``footerTitle(inSection:)`` give a title.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: Whether each gives one.
  @_spi(Surfaces) public func titlesShown(inSection section: Int) -> (header: Bool, footer: Bool) {
    (headerTitle(inSection: section) != nil, footerTitle(inSection: section) != nil)
  }

  /// No section index.
  @_spi(Surfaces) public var sectionIndexTitles: [String]? { nil }

  /// The entry at `index` of the section index jumps to the section at `index`.
  ///
  /// - Parameter index: The position of the entry in ``sectionIndexTitles``.
  /// - Returns: `index`.
  @_spi(Surfaces) public func section(forSectionIndexTitleAt index: Int) -> Int { index }

  /// Every editable item can be deleted.
  ///
  /// - Parameter path: The position of an item.
  /// - Returns: ``canEditItem(at:)``.
  @_spi(Surfaces) public func canDeleteItem(at path: ItemPath) -> Bool { canEditItem(at: path) }

  /// Every editable item can be moved.
  ///
  /// - Parameter path: The position of an item.
  /// - Returns: ``canEditItem(at:)``.
  @_spi(Surfaces) public func canMoveItem(at path: ItemPath) -> Bool { canEditItem(at: path) }

  /// Ignores the item about to show.
  ///
  /// - Parameter path: The position of the item.
  @_spi(Surfaces) public func willDisplayItem(at path: ItemPath) {}

  /// Ignores the items likely to show soon.
  ///
  /// - Parameter paths: The positions.
  @_spi(Surfaces) public func prefetchItems(at paths: [ItemPath]) {}

  /// Ignores the items no longer likely to show soon.
  ///
  /// - Parameter paths: The positions.
  @_spi(Surfaces) public func cancelPrefetchingItems(at paths: [ItemPath]) {}

  /// Selected items are deselected at once.
  @_spi(Surfaces) public var deselectsOnSelection: Bool { true }

  /// Ignores the selection.
  ///
  /// - Parameter path: The position of the item.
  @_spi(Surfaces) public func userDidSelectItem(at path: ItemPath) {}

  /// No item is editable unless the data source says so.
  ///
  /// - Parameter path: The position of an item.
  /// - Returns: `false`.
  @_spi(Surfaces) public func canEditItem(at path: ItemPath) -> Bool { false }

  /// Ignores the deletion; a data source that allows editing implements it.
  ///
  /// - Parameter path: The position of the item.
  @_spi(Surfaces) public func userDidDeleteItem(at path: ItemPath) {}

  /// Ignores the move; a data source that allows editing implements it.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where the user dropped it.
  @_spi(Surfaces) public func userDidMoveItem(from source: ItemPath, to destination: ItemPath) {}

  /// No actions: the surface keeps its own behaviour.
  ///
  /// - Parameters:
  ///   - placement: Where the surface offers them.
  ///   - path: The position of the item.
  /// - Returns: `nil`.
  @_spi(Surfaces) public func actions(
    _ placement: SurfaceItemAction.Placement, forItemAt path: ItemPath
  ) -> [SurfaceItemAction]? { nil }

  /// No supplementary view.
  ///
  /// - Parameters:
  ///   - kind: What the view is for.
  ///   - surface: The surface asking.
  ///   - section: The index of the section.
  /// - Returns: `nil`.
  @_spi(Surfaces) public func supplementaryView(
    ofKind kind: SupplementaryKind, for surface: any ListSurface, inSection section: Int
  ) -> AnyObject? { nil }

  /// Nothing waits for the user to stop scrolling.
  @_spi(Surfaces) public func userDidEndScrolling() {}

  /// One row at a time.
  @_spi(Surfaces) public var allowsMultipleSelection: Bool { false }

  /// Ignores the deselection.
  @_spi(Surfaces) public func userDidDeselectItem(at path: ItemPath) {}

  /// No row can be dragged.
  @_spi(Surfaces) public func itemsToDrag(at path: ItemPath) -> [ItemPath] { [] }

  /// No drop is accepted.
  @_spi(Surfaces) public func proposedDrop(at destination: ItemPath) -> ItemPath? { nil }

  /// Refuses the drop.
  @_spi(Surfaces) public func userDidDrop(at destination: ItemPath) -> ItemPath? { nil }

  /// Ignores the end of a drag.
  @_spi(Surfaces) public func userDidEndDrag() {}

  /// The proposed place.
  @_spi(Surfaces) public func targetPathForMove(from source: ItemPath, to proposed: ItemPath)
    -> ItemPath
  { proposed }

  /// No outline: every row is at the top level, with no disclosure control.
  ///
  /// - Parameter path: The position of a row.
  /// - Returns: `nil`.
  @_spi(Surfaces) public func outlineRow(at path: ItemPath) -> SurfaceOutlineRow? { nil }

  /// No outline: nothing to expand.
  ///
  /// - Parameter path: The position of a row.
  @_spi(Surfaces) public func userDidToggleExpansion(at path: ItemPath) {}

  /// No outline: no row has a parent.
  ///
  /// - Parameter path: The position of a row.
  /// - Returns: `nil`.
  @_spi(Surfaces) public func outlineParent(ofItemAt path: ItemPath) -> ItemPath? { nil }

  /// Every shown row read until one shows the item.
  ///
  /// - Parameter id: The identifier of an item.
  /// - Returns: The position of its row, or `nil`.
  /// - Complexity: O(*n*) for *n* rows.
  @_spi(Surfaces) public func shownPath(ofItemWithID id: AnyHashable) -> ItemPath? {
    for section in 0..<numberOfSections {
      for item in 0..<numberOfItems(inSectionAt: section) {
        let path = ItemPath(section: section, item: item)
        if let shown = shownItem(at: path), Self.identifier(of: shown) == id { return path }
      }
    }
    return nil
  }

  /// The item's identifier from ``shownItem(at:)``, its parent's from
  /// ``outlineParent(ofItemAt:)``.
  ///
  /// - Parameter path: The position of a shown row.
  /// - Returns: The identifiers of its item and of its parent's item, or `nil`.
  @_spi(Surfaces) public func shownOutlineNode(at path: ItemPath)
    -> (id: AnyHashable, parent: AnyHashable?)?
  {
    guard let item = shownItem(at: path) else { return nil }
    guard let parentPath = outlineParent(ofItemAt: path) else {
      return (id: Self.identifier(of: item), parent: nil)
    }
    return (
      id: Self.identifier(of: item),
      parent: shownItem(at: parentPath).map { Self.identifier(of: $0) }
    )
  }

  /// ``shownOutlineNode(at:)`` for each position.
  ///
  /// - Parameter paths: Positions of shown rows.
  /// - Returns: The identifiers of each, in the order of `paths`.
  @_spi(Surfaces) public func shownOutlineNodes(at paths: [ItemPath])
    -> [(id: AnyHashable, parent: AnyHashable?)?]
  {
    paths.map { shownOutlineNode(at: $0) }
  }

  /// ``shownItem(at:)`` and ``outlineRow(at:)`` for each position.
  ///
  /// - Parameters:
  ///   - section: The index of a section.
  ///   - items: Positions of shown rows in it.
  /// - Returns: The identifier and level of each, in order.
  @_spi(Surfaces) public func shownOutlineRows(inSection section: Int, items: Range<Int>)
    -> [(id: AnyHashable, level: Int)]?
  {
    var rows: [(id: AnyHashable, level: Int)] = []
    rows.reserveCapacity(items.count)
    for item in items {
      let path = ItemPath(section: section, item: item)
      guard let shown = shownItem(at: path) else { return nil }
      rows.append((id: Self.identifier(of: shown), level: outlineRow(at: path)?.level ?? 0))
    }
    return rows
  }

  private static func identifier(of item: some Identifiable) -> AnyHashable {
    AnyHashable(item.id)
  }
}
