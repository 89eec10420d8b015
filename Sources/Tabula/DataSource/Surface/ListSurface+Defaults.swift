// MARK: - ListSurface + Defaults

extension ListSurface {
  /// Sets ``listDataSource``; the surface asks the data source directly, so there is nothing
  /// else to keep alive.
  ///
  /// - Parameter dataSource: The data source to connect.
  /// - Returns: `nil`.
  public func connect(_ dataSource: any ListSurfaceDataSource) -> AnyObject? {
    listDataSource = dataSource
    return nil
  }

  /// Any object: the surface shows whatever its cells are.
  ///
  /// - Parameter cell: What a cell provider made.
  /// - Returns: `true`.
  public func canShow(_ cell: AnyObject) -> Bool { true }
}
