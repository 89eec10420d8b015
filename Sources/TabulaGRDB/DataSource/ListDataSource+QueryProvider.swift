public import GRDB
public import Tabula

// MARK: - ListDataSource + QueryProvider

extension ListDataSource where Section: Sendable, Item: FetchableRecord & Sendable {
  /// Shows a live query: the provider's snapshot at once, then every new result, animated.
  ///
  /// Rows are not editable; bind a provider of persistable records to let the user edit.
  /// Sets the data source's `plansLongUpdatesInBackground`: a refetched long result is
  /// compared with the shown one off the main actor.
  ///
  /// - Parameter provider: The query to show.
  /// - Returns: The token that keeps the provider observed.
  public func bind(to provider: QueryProvider<Section, Item>) -> ObservationToken {
    plansLongUpdatesInBackground = true
    return bind(to: provider, perform: nil)
  }
}

extension ListDataSource
where
  Section: Sendable, Item: FetchableRecord & PersistableRecord & Sendable,
  Item.ID: DatabaseValueConvertible
{
  /// Shows a live query and writes the user's edits to its database: the provider's snapshot
  /// at once, then every new result, animated; deletions and moves on the surface become
  /// undoable steps, each written in one transaction.
  ///
  /// An edit the database refuses goes to the provider's
  /// ``QueryProvider/onError``, and the surface animates back to what the database holds.
  /// Sets the data source's `plansLongUpdatesInBackground`: a refetched long result is
  /// compared with the shown one off the main actor.
  ///
  /// ```swift
  /// let token = dataSource.bind(to: provider)
  /// // the user swipes to delete a row: the row is deleted from the table, then from the list
  /// ```
  ///
  /// - Parameter provider: The query to show and edit.
  /// - Returns: The token that keeps the provider observed.
  public func bind(to provider: QueryProvider<Section, Item>) -> ObservationToken {
    plansLongUpdatesInBackground = true
    return bind(to: provider, onRefusal: { [weak provider] in provider?.report($0) }) {
      [weak provider] operation, name in
      try provider?.perform(operation, named: name)
    }
  }
}
