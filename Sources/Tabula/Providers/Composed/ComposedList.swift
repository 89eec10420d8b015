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
/// left out.
///
/// **Editing.** The user's deletions and moves of a provider's rows go to that provider, as
/// its undoable steps, when it is editable; fixed rows, the rows of providers that are not,
/// and moves from one part into another are refused with an ``EditRefusal`` naming the row
/// (see ``perform(_:named:)``). ``undo()`` and ``redo()`` step through the list's edits in
/// order, whichever part each went to.
///
/// **Loading.** The list's ``loadState`` is its providers' together: failed if one failed,
/// loading if one loads, and so on (see ``loadState``); ``refresh()`` and ``retry()`` go to
/// every provider. Pages load as the list scrolls when exactly one of its providers is paged.
@MainActor
public final class ComposedList<Item: Identifiable & Equatable>: DataProvider
where Item.ID: Sendable {
  /// The section model: ``ListSection``.
  public typealias Section = ListSection

  /// Where the rows of a section of the list come from: a section of one of its parts.
  struct Placement {
    /// The index of the part.
    var part: Int
    /// The index of the section among the part's sections.
    var section: Int
    /// For each row of the section, the index of its item among the part's section's items
    /// (rows whose identifier occurred earlier are left out).
    var items: [Int]
    /// The number of items of the part's section.
    var count: Int
  }

  /// The rows of every part, in order.
  public var snapshot: Snapshot<ListSection, Item> {
    observation.access(.snapshot)
    return current
  }

  /// The identifiers left out of the latest snapshot because an earlier row had them.
  public private(set) var repeatedIDs: [Item.ID] = []

  let parts: [ListPart<Item>]
  let observation = ObservationRelay()
  private(set) var current = Snapshot<ListSection, Item>()
  /// Where each section of ``current`` comes from, by index.
  private(set) var placements: [Placement] = []
  /// The parts whose last step is the next to undo, the next one last.
  var undoParts: [Int] = []
  /// The parts whose last undone step is the next to redo, the next one last.
  var redoParts: [Int] = []
  let loadStates = ObservedValue(LoadState.loaded, as: .loadState)
  let pagingStateObservers = ObserverList<PagingState>()
  private let observers = ObserverList<Snapshot<ListSection, Item>>()
  private var tokens: [ObservationToken] = []

  // MARK: Lifecycle

  /// Creates a list of parts, in order.
  ///
  /// - Parameter parts: The parts.
  /// - Complexity: O(*n*) for *n* rows.
  public init(_ parts: [ListPart<Item>]) {
    self.parts = parts
    compose()
    partLoadStateDidChange()
    for (index, part) in parts.enumerated() {
      if let observe = part.observe {
        tokens.append(observe { [weak self] in self?.partDidChange() })
      }
      guard let provider = part.provider else { continue }
      tokens.append(provider.observeLoadState { [weak self] _ in self?.partLoadStateDidChange() })
      tokens.append(
        provider.observePagingState { [weak self] state in
          self?.partPagingStateDidChange(index, to: state)
        })
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
    compose()
    observation.announceChange(of: .snapshot)
    observers.notify(current)
  }

  /// Sets ``current`` to the parts' sections, each identifier at its first occurrence, and
  /// ``placements`` to where each section comes from.
  private func compose() {
    var seenItems = Set<Item.ID>()
    var seenSections = Set<String>()
    var repeated: [Item.ID] = []
    var sections: [SnapshotSection<ListSection, Item>] = []
    var placements: [Placement] = []
    for (partIndex, part) in parts.enumerated() {
      for (sectionIndex, section) in part.sections().enumerated()
      where seenSections.insert(section.model.id).inserted {
        var kept: [Item] = []
        var placement = Placement(
          part: partIndex, section: sectionIndex, items: [], count: section.items.count)
        for (itemIndex, item) in section.items.enumerated() {
          guard seenItems.insert(item.id).inserted else {
            repeated.append(item.id)
            continue
          }
          kept.append(item)
          placement.items.append(itemIndex)
        }
        sections.append(SnapshotSection(section.model, items: kept))
        placements.append(placement)
      }
    }
    repeatedIDs = repeated
    self.placements = placements
    // NB: every identifier is unique now, so this cannot throw.
    current = (try? Snapshot(sections: sections)) ?? Snapshot()
  }
}
