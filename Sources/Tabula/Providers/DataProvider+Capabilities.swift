// MARK: - DataProvider + Capabilities

extension DataProvider {
  /// `false`: the provider accepts no edits.
  public var isEditable: Bool { false }

  /// ``isEditable``: every item is editable, or none.
  ///
  /// - Parameter id: The item's identifier.
  /// - Returns: ``isEditable``.
  public func canEditItem(withID id: Item.ID) -> Bool { isEditable }

  /// An empty history.
  public var history: UndoHistory<Section, Item> { UndoHistory() }

  /// Refuses the edit.
  ///
  /// - Parameters:
  ///   - operation: The edit.
  ///   - name: The step's name.
  /// - Throws: ``SnapshotError/notEditable``, always.
  public func perform(_ operation: EditOperation<Section, Item>, named name: String) throws {
    throw SnapshotError<Section.ID, Item.ID>.notEditable
  }

  /// Undoes nothing.
  ///
  /// - Returns: `nil`.
  @discardableResult
  public func undo() throws -> String? { nil }

  /// Redoes nothing.
  ///
  /// - Returns: `nil`.
  @discardableResult
  public func redo() throws -> String? { nil }

  /// `nil`: refused edits are reported as diagnostics.
  public var onError: (@MainActor (any Error) -> Void)? { nil }

  /// `.loaded`: the data is at hand.
  public var loadState: LoadState { .loaded }

  /// Observes nothing: the state never changes.
  ///
  /// - Parameter onChange: Never called.
  /// - Returns: A token with nothing to cancel.
  public func observeLoadState(_ onChange: @escaping @MainActor (LoadState) -> Void)
    -> ObservationToken
  {
    ObservationToken(onCancel: {})
  }

  /// `false`: the provider has all its items.
  public var isPaged: Bool { false }

  /// ``PagingState/endOfList``: there is no page to load.
  public var pagingState: PagingState { .endOfList }

  /// Observes nothing: the state never changes.
  ///
  /// - Parameter onChange: Never called.
  /// - Returns: A token with nothing to cancel.
  public func observePagingState(_ onChange: @escaping @MainActor (PagingState) -> Void)
    -> ObservationToken
  {
    ObservationToken(onCancel: {})
  }

  /// Ignores the item.
  ///
  /// - Parameter path: The item's position.
  public func itemWillAppear(at path: ItemPath) {}

  /// Loads nothing.
  ///
  /// - Returns: `nil`.
  @discardableResult
  public func refresh() -> Task<Void, Never>? { nil }

  /// Loads nothing.
  ///
  /// - Returns: `nil`.
  @discardableResult
  public func retry() -> Task<Void, Never>? { nil }

  /// `false`: the list shows no search field.
  public var isSearchable: Bool { false }

  /// Ignores the text.
  ///
  /// - Parameter text: The search field's text.
  public func search(_ text: String) {}

  /// Leaves the data source as it is.
  ///
  /// - Parameter dataSource: The data source.
  public func prepare(_ dataSource: ListDataSource<Section, Item>) {}
}
