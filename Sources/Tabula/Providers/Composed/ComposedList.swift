// MARK: - ComposedList

/// A list of fixed rows and of providers' rows, in sections, as SwiftUI's
/// `List { Section { fixed rows }; ForEach(items) { … } }`: a settings screen's fixed
/// sections around a section of data that loads or changes.
///
/// ```swift
/// let settings = ComposedList<SettingsRow> {
///   ListPart.fixed(ListSection("Account"), [.name, .email])
///   ListPart.rows(of: devices, as: SettingsRow.device)
///   ListPart.fixed(ListSection("About"), [.version])
/// }
/// TabulaList(settings) { row in SettingsRowView(row: row) }   // in SwiftUI
/// ```
///
/// Each change of a provider publishes the whole list anew, which a data source shows as a
/// batch of that change. An identifier that occurs again, in any part, keeps its first
/// occurrence (the others are in ``repeatedIDs``); a section whose identifier occurs again is
/// left out. The composed list is not editable, and reports no load state of its own.
@MainActor
public final class ComposedList<Item: Identifiable & Equatable>: DataProvider
where Item.ID: Sendable {
  /// The section model: ``ListSection``.
  public typealias Section = ListSection

  /// The rows of every part, in order.
  public var snapshot: Snapshot<ListSection, Item> {
    observation.access(.snapshot)
    return current
  }

  /// The identifiers left out of the latest snapshot because an earlier row had them.
  public private(set) var repeatedIDs: [Item.ID] = []

  private var current = Snapshot<ListSection, Item>()
  private let observation = ObservationRelay()
  private let parts: [ListPart<Item>]
  private let observers = ObserverList<Snapshot<ListSection, Item>>()
  private var tokens: [ObservationToken] = []

  // MARK: Lifecycle

  /// Creates a list of parts, in order.
  ///
  /// - Parameter parts: The parts.
  /// - Complexity: O(*n*) for *n* rows.
  public init(_ parts: [ListPart<Item>]) {
    self.parts = parts
    current = compose()
    tokens = parts.compactMap { part in
      part.observe? { [weak self] in self?.partDidChange() }
    }
  }

  /// Creates a list of the parts `parts` builds, in order.
  ///
  /// - Parameter parts: The parts.
  public convenience init(@ListPartsBuilder<Item> _ parts: () -> [ListPart<Item>]) {
    self.init(parts())
  }

  // MARK: Public

  /// Calls `onChange` with the new snapshot after each change of a part.
  ///
  /// - Parameter onChange: Called on the main actor with each new snapshot.
  /// - Returns: The token that keeps the observation alive.
  public func observe(_ onChange: @escaping @MainActor (Snapshot<ListSection, Item>) -> Void)
    -> ObservationToken
  {
    observers.add(onChange)
  }

  // MARK: Private

  private func partDidChange() {
    current = compose()
    observation.announceChange(of: .snapshot)
    observers.notify(current)
  }

  /// The parts' sections, each identifier at its first occurrence.
  private func compose() -> Snapshot<ListSection, Item> {
    var seenItems = Set<Item.ID>()
    var seenSections = Set<String>()
    var repeated: [Item.ID] = []
    var sections: [SnapshotSection<ListSection, Item>] = []
    for part in parts {
      for section in part.sections() where seenSections.insert(section.model.id).inserted {
        let kept = FirstOccurrences(section.items) { seenItems.contains($0) }
        seenItems.formUnion(kept.items.map(\.id))
        repeated += kept.repeated
        sections.append(SnapshotSection(section.model, items: Array(kept.items)))
      }
    }
    repeatedIDs = repeated
    // NB: every identifier is unique now, so this cannot throw.
    return (try? Snapshot(sections: sections)) ?? Snapshot()
  }
}
