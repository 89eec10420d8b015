// MARK: - ListDataSource + ListSurfaceDataSource

extension ListDataSource {
  /// The number of sections shown.
  public var numberOfSections: Int { snapshot.numberOfSections }

  /// The number of items shown in the section at this index; zero if there is no such
  /// section.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: Its number of items.
  /// - Complexity: O(1).
  public func numberOfItems(inSection section: Int) -> Int {
    snapshot.numberOfItems(inSectionAt: section) ?? 0
  }

  /// The configured cell for the item at a position.
  ///
  /// - Parameters:
  ///   - surface: The surface asking; the cell is dequeued from it.
  ///   - path: The position of the item.
  /// - Returns: The cell, or `nil` (with a diagnostic) if the position is out of range or the
  ///   surface gave a cell of another class than the one registered.
  public func cell(for surface: any ListSurface, at path: ItemPath) -> AnyObject? {
    guard let item = snapshot.item(at: path) else {
      report(.positionOutOfRange, "no item at \(path) of \(snapshot.numberOfSections) sections")
      return nil
    }
    guard let cell = cellProvider(surface, path, item) else {
      report(.cellMismatch, "the cell dequeued for \(path) is not of the registered class")
      return nil
    }
    return cell
  }

  /// The identity and content of the item shown at a position.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: Its token, or `nil` if the position is out of range.
  public func itemToken(at path: ItemPath) -> ItemToken? {
    snapshot.item(at: path).map { ItemToken($0) }
  }

  /// The item shown at a position, or `nil` if the position is out of range.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: The item.
  public func item(at path: ItemPath) -> Item? {
    snapshot.item(at: path)
  }

  func report(
    _ kind: ListDiagnostic.Kind, _ message: String, fileID: String = #fileID, line: Int = #line
  ) {
    diagnostics(ListDiagnostic(kind: kind, message: message, fileID: fileID, line: line))
  }
}
