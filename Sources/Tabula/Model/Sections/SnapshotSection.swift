/// A section model together with its items: the unit a snapshot is built from.
///
/// ```swift
/// let europe = SnapshotSection("Europe") {
///   for country in countries where country.continent == .europe { country }
/// }
/// let snapshot = try Snapshot(sections: [europe])
/// ```
public struct SnapshotSection<Section: Identifiable, Item: Identifiable> {
  /// The section model.
  public var model: Section

  /// The section's items, in order.
  public var items: [Item]

  /// The items' levels in an outline, one per item; empty for a flat list. Kept by an undo
  /// that puts a deleted outline section back.
  @usableFromInline var _levels: ContiguousArray<UInt32> = []

  /// Creates a section from a model and an array of items.
  ///
  /// - Parameters:
  ///   - model: The section model.
  ///   - items: The section's items, in order.
  @inlinable
  public init(_ model: Section, items: [Item]) {
    self.model = model
    self.items = items
  }

  /// Creates a section from a model and items listed by a builder.
  ///
  /// - Parameters:
  ///   - model: The section model.
  ///   - items: A builder listing the items, with `for`, `if` and `switch` as needed.
  @inlinable
  public init(_ model: Section, @SnapshotBuilder items: () -> [Item]) {
    self.init(model, items: items())
  }
}

// MARK: - SnapshotSection + ListSection

extension SnapshotSection where Section == ListSection {
  /// Creates a section with a header title, which also identifies it, and items listed by a
  /// builder.
  ///
  /// - Parameters:
  ///   - header: The title shown above the section, also used as its identity.
  ///   - footer: The title shown below the section.
  ///   - items: A builder listing the items.
  @inlinable
  public init(_ header: String, footer: String? = nil, @SnapshotBuilder items: () -> [Item]) {
    self.init(ListSection(header, footer: footer), items: items())
  }

  /// Creates a section with an explicit identifier, its titles, and items listed by a builder,
  /// without naming ``ListSection``.
  ///
  /// ```swift
  /// SnapshotSection(id: "results") { ada; grace }   // a section without a header
  /// ```
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - header: The title shown above the section.
  ///   - footer: The title shown below the section.
  ///   - indexTitle: The section's title in the list's index.
  ///   - items: A builder listing the items.
  @inlinable
  public init(
    id: String, header: String? = nil, footer: String? = nil, indexTitle: String? = nil,
    @SnapshotBuilder items: () -> [Item]
  ) {
    self.init(
      ListSection(id: id, header: header, footer: footer, indexTitle: indexTitle), items: items())
  }
}

// MARK: - SnapshotSection + Equatable

extension SnapshotSection: Equatable where Section: Equatable, Item: Equatable {}

// MARK: - SnapshotSection + Sendable

extension SnapshotSection: Sendable where Section: Sendable, Item: Sendable {}
