/// Turns a model into sections of rows of mixed cell types, for one reusable list screen.
///
/// A customer, an order or a product each gets a presenter, and one list controller shows any
/// of them. Unlike an array of `(title, value: Any, cellType)`
/// records, each ``ListRow`` is checked by the compiler where it is made.
///
/// ```swift
/// struct CustomerPresenter: RowPresenter {
///   let customer: Customer
///   var sections: [SnapshotSection<ListSection, ListRow<String>>] {
///     SnapshotSection("Customer") {
///       ListRow(id: "photo", cell: ImageCell.self, item: customer.photo)
///       ListRow(id: "name", cell: TextCell.self, item: TextField("Name", customer.name))
///     }
///   }
/// }
/// let snapshot = try CustomerPresenter(customer: ada).snapshot()
/// ```
public protocol RowPresenter {
  /// The section model; ``ListSection`` unless the presenter says otherwise.
  associatedtype Section: Identifiable & Equatable = ListSection where Section.ID: Sendable

  /// The identity of the rows; `String` unless the presenter says otherwise.
  associatedtype RowID: Hashable & Sendable = String

  /// The sections and their rows, listed with ``SnapshotBuilder``.
  @SnapshotBuilder
  var sections: [SnapshotSection<Section, ListRow<RowID>>] { get }
}

// MARK: - RowPresenter + Snapshot

extension RowPresenter {
  /// The presenter's sections as a snapshot.
  ///
  /// - Returns: A snapshot of ``sections``.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` if two sections or two
  ///   rows share an identity.
  /// - Complexity: O(*n*) on average, where *n* is the number of sections and rows.
  public func snapshot() throws(SnapshotError<Section.ID, RowID>) -> Snapshot<
    Section, ListRow<RowID>
  > {
    try Snapshot(sections: sections)
  }
}
