// MARK: - Snapshot + Builder

extension Snapshot {
  /// Creates a snapshot from sections listed in declarative code.
  ///
  /// The result is the same snapshot that ``init(sections:)`` builds from the same sections.
  ///
  /// ```swift
  /// let snapshot = try Snapshot {
  ///   SnapshotSection("Europe") { france; italy }
  ///   SnapshotSection("Asia") { japan }
  /// }
  /// ```
  ///
  /// - Parameter content: A builder listing the sections, each with its items.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` naming every identifier
  ///   that occurs more than once.
  /// - Complexity: O(*n*) on average, where *n* is the number of sections and items.
  @inlinable
  public init(@SnapshotBuilder _ content: () -> [SnapshotSection<Section, Item>])
    throws(Failure)
  {
    try self.init(sections: content())
  }
}
