// MARK: - ListSurface + Defaults

extension ListSurface {
  /// Sets ``client``; the surface asks the data source directly, so there is nothing
  /// else to keep alive.
  ///
  /// - Parameter dataSource: The data source to connect.
  /// - Returns: `nil`.
  @_spi(Surfaces) public func connect(_ dataSource: any ListSurfaceClient) -> AnyObject? {
    client = dataSource
    return nil
  }

  /// Any object: the surface shows whatever its cells are.
  ///
  /// - Parameter cell: What a cell provider made.
  /// - Returns: `true`.
  @_spi(Surfaces) public func canShow(_ cell: AnyObject) -> Bool { true }

  /// `false`: the surface makes every cell registered with it, or says nothing itself.
  ///
  /// - Parameter path: The position the cell was dequeued for.
  /// - Returns: `false`.
  @_spi(Surfaces) public func couldNotMakeCell(for path: ItemPath) -> Bool { false }

  /// Ignores the registration: the surface shows no supplementary views.
  ///
  /// - Parameter registration: The view to register.
  @_spi(Surfaces) public func registerSupplementaryView(
    _ registration: AnySupplementaryRegistration
  ) {}

  /// No supplementary view.
  ///
  /// - Parameters:
  ///   - kind: What the view is for.
  ///   - reuseIdentifier: The identifier it was registered under.
  ///   - section: The index of the section.
  /// - Returns: `nil`.
  @_spi(Surfaces) public func dequeueSupplementaryView(
    ofKind kind: SupplementaryKind, withReuseIdentifier reuseIdentifier: String,
    inSection section: Int
  ) -> AnyObject? { nil }

  /// No viewport: the surface keeps no place across updates.
  @_spi(Surfaces) public var scrollViewport: ScrollAnchoring.Viewport? { nil }

  /// The user never scrolls a surface without a viewport.
  @_spi(Surfaces) public var isUserScrolling: Bool { false }

  /// Does nothing: the surface has no viewport to place.
  ///
  /// - Parameter placement: Where the viewport would go.
  @_spi(Surfaces) public func place(_ placement: ScrollAnchoring.Placement) {}

  /// Not in edit mode.
  @_spi(Surfaces) public var isEditing: Bool { false }

  /// No row shows selected.
  @_spi(Surfaces) public var selectedItemPaths: [ItemPath] { [] }

  /// Does nothing: the surface shows no selection.
  @_spi(Surfaces) public func selectItem(at path: ItemPath) {}

  /// Does nothing: the surface shows no selection.
  @_spi(Surfaces) public func deselectItem(at path: ItemPath) {}
}
