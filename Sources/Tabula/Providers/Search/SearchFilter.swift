/// A provider that shows the items of another provider that match the text of the list's
/// search field: searching any list, without a search screen of its own.
///
/// ```swift
/// let countries = EditableList(try Snapshot { … })
/// let search = SearchFilter(countries) { country, text in
///   country.name.localizedCaseInsensitiveContains(text)   // or any rule of yours
/// }
/// controller = TableViewController(provider: search)   // shows a search field
/// ```
///
/// With an empty query it shows the base provider's data as it is, and edits go to the base
/// provider unchanged. While a query filters, each section with a matching item shows with
/// those items (a section without one is left out), the matching items of an outline show
/// flat, and the user may still make the edits that name their target by identifier:
/// deleting and replacing items and sections, straight in the base provider. Moves and
/// insertions are refused with ``SearchFilter/EditRefused``, since a position among the
/// matching rows is not a position in the base provider's list. The load state is the base
/// provider's, and so is the set-up of a bound data source (``DataProvider/prepare(_:)``); a
/// filter does not load pages: a paged list is searched where its pages come from, with a
/// ``SearchLoader`` or the provider's own ``DataProvider/search(_:)``.
@MainActor
public final class SearchFilter<Base: DataProvider>: DataProvider {
  /// The base provider's sections.
  public typealias Section = Base.Section
  /// The base provider's items.
  public typealias Item = Base.Item

  /// Why an edit of the filtered rows was refused.
  public struct EditRefused: Error, CustomStringConvertible {
    /// The query that filtered the rows.
    public var query: String

    /// A sentence for the user.
    public var description: String {
      "Rows cannot be moved or inserted while the search \"\(query)\" filters them; clear it first"
    }
  }

  /// The provider whose items are searched.
  public let base: Base

  /// The text being searched for; empty shows every item.
  public private(set) var query = ""

  /// The base provider's items that match ``query``, in its order.
  public var snapshot: Snapshot<Section, Item> {
    observation.access(.snapshot)
    return current
  }

  private var current: Snapshot<Section, Item>
  private let observation = ObservationRelay()

  private let matches: @MainActor (Item, String) -> Bool
  private let observers = ObserverList<Snapshot<Section, Item>>()
  private var token: ObservationToken?

  // MARK: Lifecycle

  /// Creates a filter of a provider's items.
  ///
  /// - Parameters:
  ///   - base: The provider whose items are searched.
  ///   - matches: Whether an item matches the text typed; called only with non-empty text.
  public init(_ base: Base, matches: @escaping @MainActor (Item, String) -> Bool) {
    self.base = base
    self.matches = matches
    current = base.snapshot
    token = base.observe { [weak self] snapshot in self?.show(snapshot) }
  }

  // MARK: Public

  /// `true`: a list shows a search field whose text goes to ``search(_:)``.
  public var isSearchable: Bool { true }

  /// Filters the base provider's items by `text`, and publishes the result.
  ///
  /// - Parameter text: The search field's text; empty shows every item.
  /// - Complexity: O(*n*) for *n* items; an unchanged text costs nothing.
  public func search(_ text: String) {
    guard text != query else { return }
    query = text
    show(base.snapshot)
  }

  /// Calls `onChange` with each new result: after a new query, and after every change of the
  /// base provider.
  ///
  /// - Parameter onChange: Called on the main actor with each new snapshot.
  /// - Returns: The token that keeps the observation alive.
  public func observe(_ onChange: @escaping @MainActor (Snapshot<Section, Item>) -> Void)
    -> ObservationToken
  {
    observers.add(onChange)
  }

  // MARK: Private

  private func show(_ all: Snapshot<Section, Item>) {
    current = query.isEmpty ? all : filtered(all)
    observation.announceChange(of: .snapshot)
    observers.notify(current)
  }

  private func filtered(_ all: Snapshot<Section, Item>) -> Snapshot<Section, Item> {
    let sections = (0..<all.numberOfSections).compactMap {
      index -> SnapshotSection<Section, Item>? in
      guard let section = all.section(at: index) else { return nil }
      let items = (all.items(inSectionAt: index) ?? []).filter { matches($0, query) }
      return items.isEmpty ? nil : SnapshotSection(section, items: items)
    }
    // NB: the items come from one snapshot, so their identifiers are unique.
    return (try? Snapshot(sections: sections)) ?? Snapshot()
  }
}

// MARK: - SearchFilter + Capabilities

extension SearchFilter {
  /// Whether the base provider accepts edits.
  public var isEditable: Bool { base.isEditable }

  /// Whether the base provider lets the user edit the item.
  ///
  /// - Parameter id: The item's identifier.
  /// - Returns: The base provider's answer.
  public func canEditItem(withID id: Item.ID) -> Bool { base.canEditItem(withID: id) }

  /// The base provider's undo history.
  public var history: UndoHistory<Section, Item> { base.history }

  /// Hands an edit to the base provider: any edit while no query filters; while one does,
  /// the edits that name their target by identifier only (deleting or replacing items and
  /// sections).
  ///
  /// - Parameters:
  ///   - operation: The edit.
  ///   - name: The step's name.
  /// - Throws: ``EditRefused`` for a move or an insertion while a query filters; whatever the
  ///   base provider throws.
  public func perform(_ operation: EditOperation<Section, Item>, named name: String) throws {
    guard query.isEmpty || Self.namesTargetsOnly(operation) else {
      throw EditRefused(query: query)
    }
    try base.perform(operation, named: name)
  }

  /// Undoes the base provider's last step.
  ///
  /// - Returns: The step's name, or `nil`.
  @discardableResult
  public func undo() throws -> String? { try base.undo() }

  /// Redoes the base provider's last undone step.
  ///
  /// - Returns: The step's name, or `nil`.
  @discardableResult
  public func redo() throws -> String? { try base.redo() }

  /// The base provider's error handler.
  public var onError: (@MainActor (any Error) -> Void)? { base.onError }

  /// The base provider's load state.
  public var loadState: LoadState { base.loadState }

  /// Follows the base provider's load state.
  ///
  /// - Parameter onChange: Called with each new state.
  /// - Returns: The token that keeps the observation alive.
  public func observeLoadState(_ onChange: @escaping @MainActor (LoadState) -> Void)
    -> ObservationToken
  {
    base.observeLoadState(onChange)
  }

  /// Refreshes the base provider.
  ///
  /// - Returns: Its refresh, if it has one.
  @discardableResult
  public func refresh() -> Task<Void, Never>? { base.refresh() }

  /// Sets up a data source as the base provider does, before the filter's first snapshot.
  ///
  /// - Parameter dataSource: The data source about to be bound.
  public func prepare(_ dataSource: ListDataSource<Section, Item>) { base.prepare(dataSource) }

  /// Retries the base provider's failed load.
  ///
  /// - Returns: Its retry, if it has one.
  @discardableResult
  public func retry() -> Task<Void, Never>? { base.retry() }

  private static func namesTargetsOnly(_ operation: EditOperation<Section, Item>) -> Bool {
    switch operation {
    case .deleteItems, .replaceItem, .deleteSections, .replaceSection: true
    case .group(let operations): operations.allSatisfy(namesTargetsOnly)
    case .insertItems, .moveItem, .insertSections, .moveSection: false
    }
  }
}
