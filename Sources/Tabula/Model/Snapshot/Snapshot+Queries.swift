// MARK: - Snapshot + Queries

extension Snapshot {
  /// The number of sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfSections: Int { _sections.count }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfItems: Int { _itemIndex.count }

  /// The number of items in the section with this identifier, or `nil` if there is no such
  /// section.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func numberOfItems(inSection id: Section.ID) -> Int? {
    _sectionIndex[id].map { _items[$0].count }
  }

  /// The number of items in the section at this index, or `nil` if the index is out of range.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func numberOfItems(inSectionAt index: Int) -> Int? {
    _hasSection(at: index) ? _items[index].count : nil
  }

  /// The section models, in order.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public var sections: [Section] { Array(_sections) }

  /// The section identifiers, in order.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public var sectionIdentifiers: [Section.ID] { _sections.map(\.id) }

  /// All items, section after section.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public var items: [Item] { Array(_items.joined()) }

  /// All item identifiers, section after section.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public var itemIdentifiers: [Item.ID] { _items.joined().map(\.id) }

  /// The items of the section with this identifier, in order, or `nil` if there is no such
  /// section.
  ///
  /// - Complexity: O(*k*) on average, where *k* is the number of items in the section.
  public func items(inSection id: Section.ID) -> [Item]? {
    _sectionIndex[id].map { Array(_items[$0]) }
  }

  /// The items of the section at this index, in order, or `nil` if the index is out of range.
  ///
  /// - Complexity: O(*k*), where *k* is the number of items in the section.
  public func items(inSectionAt index: Int) -> [Item]? {
    _hasSection(at: index) ? Array(_items[index]) : nil
  }

  /// The item identifiers of the section with this identifier, in order, or `nil` if there
  /// is no such section.
  ///
  /// - Complexity: O(*k*) on average, where *k* is the number of items in the section.
  public func itemIdentifiers(inSection id: Section.ID) -> [Item.ID]? {
    _sectionIndex[id].map { _items[$0].map(\.id) }
  }

  /// The section model at this index, or `nil` if the index is out of range.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func section(at index: Int) -> Section? {
    _hasSection(at: index) ? _sections[index] : nil
  }

  /// The section model with this identifier, or `nil` if there is no such section.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func section(id: Section.ID) -> Section? {
    _sectionIndex[id].map { _sections[$0] }
  }

  /// The index of the section with this identifier, or `nil` if there is no such section.
  ///
  /// `NSDiffableDataSourceSnapshot` calls this `indexOfSectionIdentifier(_:)`.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func index(ofSection id: Section.ID) -> Int? {
    _sectionIndex[id]
  }

  /// The item at this position, or `nil` if the position is out of range.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of items in the section.
  @inlinable
  public func item(at path: ItemPath) -> Item? {
    guard _hasSection(at: path.section),
      (0..<_items[path.section].count).contains(path.item)
    else { return nil }
    return _items[path.section][path.item]
  }

  /// The item with this identifier, or `nil` if there is no such item.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  public func item(id: Item.ID) -> Item? {
    _path(ofItem: id).map { _items[$0.section][$0.item] }
  }

  /// The position of the item with this identifier, or `nil` if there is no such item.
  ///
  /// ```swift
  /// snapshot.path(of: italy.id)  // ItemPath(section: 0, item: 1)
  /// ```
  ///
  /// - Complexity: O(log *n*): the position is counted, not stored, so that edits never
  ///   renumber the items after them.
  @inlinable
  public func path(of id: Item.ID) -> ItemPath? {
    _path(ofItem: id)
  }

  /// The index of the section that holds the item with this identifier, or `nil` if there is
  /// no such item.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func sectionIndex(containingItem id: Item.ID) -> Int? {
    guard let slot = _itemIndex[id] else { return nil }
    return _sectionIndex(of: slot)
  }

  /// The identifier of the section that holds the item with this identifier, or `nil` if there
  /// is no such item.
  ///
  /// `NSDiffableDataSourceSnapshot` calls this `sectionIdentifier(containingItem:)`.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func sectionIdentifier(containingItem id: Item.ID) -> Section.ID? {
    sectionIndex(containingItem: id).map { _sections[$0].id }
  }
}
