import Tabula

// MARK: - EditableList + ListModel

extension EditableList: ListModel where Section == ListSection {
  /// Binds the data source with `ListDataSource.bind(to:)`.
  ///
  /// - Parameter dataSource: The data source of the screen's list.
  /// - Returns: The token that keeps the list observed.
  func bind(_ dataSource: ListDataSource<Section, Item>) -> ObservationToken {
    dataSource.bind(to: self)
  }

  /// Always `true`: an editable list publishes each change before the change returns.
  var isUpToDate: Bool { true }
}
