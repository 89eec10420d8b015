// MARK: - BatchValidator + SurfaceKind

extension BatchValidator {
  /// The kind of list view a batch is meant for, which decides the words its messages use.
  ///
  /// `UITableView` speaks of rows and of the table view; `UICollectionView` speaks of items
  /// and of the collection view. The rules are the same for both.
  ///
  /// ```swift
  /// let violations = BatchValidator.violations(
  ///   of: batch, before: [3], after: [3], surface: .collection)
  /// ```
  public enum SurfaceKind: Hashable, Sendable {
    /// A `UITableView`: messages speak of rows and of the table view.
    case table

    /// A `UICollectionView`: messages speak of items and of the collection view.
    case collection
  }
}

// MARK: - BatchValidator.SurfaceKind + Wording

extension BatchValidator.SurfaceKind {
  /// The word for one item: `row` or `item`.
  var row: String {
    switch self {
    case .table: "row"
    case .collection: "item"
    }
  }

  /// The word for several items: `rows` or `items`.
  var rows: String { row + "s" }

  /// The name of the view: `table view` or `collection view`.
  var view: String {
    switch self {
    case .table: "table view"
    case .collection: "collection view"
    }
  }
}
