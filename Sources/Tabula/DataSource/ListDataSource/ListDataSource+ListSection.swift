// MARK: - ListDataSource + ListSection

extension ListDataSource where Section == ListSection {
  /// Creates a data source whose items all show in one kind of cell, in sections of the
  /// ready-made ``ListSection``: the common case, written without generic arguments.
  ///
  /// The item type comes from the registration, and the section type is ``ListSection``, so a
  /// list of one section (or of several titled ones) needs no generic arguments at the call
  /// site. Spelling them out, or a section model of your own, still works:
  /// `ListDataSource<Shelf, Book>(surface:registration:)` uses the initializer for any
  /// section model.
  ///
  /// ```swift
  /// let dataSource = ListDataSource(
  ///   surface: tableView, registration: CellRegistration<BookCell, Book>())
  /// dataSource.apply(try Snapshot { SnapshotSection("Books") { books } })
  /// ```
  ///
  /// - Parameters:
  ///   - surface: The surface to drive.
  ///   - registration: The cell, and how it shows an item.
  ///   - diagnostics: Where to report what the data source recovered from.
  /// - Complexity: O(1).
  @inlinable
  public convenience init<Cell>(
    surface: any ListSurface,
    registration: CellRegistration<Cell, Item>,
    diagnostics: ListDiagnostic.Handler = .print
  ) {
    // Calls the designated initializer: `self.init(surface:registration:diagnostics:)` would
    // pick this initializer again, the more specialized one.
    let erased = registration.erased
    self.init(
      surface: surface, registrations: { _ in [erased] }, reuseIdentifier: nil,
      diagnostics: diagnostics, work: _SpecializedListWork(),
      cellProvider: Self.cellProvider(for: registration))
    needsSameCellsAlways = true
  }
}
