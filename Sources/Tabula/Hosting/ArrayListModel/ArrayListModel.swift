// MARK: - ArrayListModel

/// The provider a declarative list makes from an array, or from a binding to one: the array
/// shown as one section (only the items that match the search text, if the view filters
/// them), the user's deletions and moves written back to the binding (as SwiftUI's
/// `List($items, editActions:)` does), and undoable; a row's binding writes its item back.
///
/// An array whose identifiers repeat shows the first occurrence of each, is reported once, and
/// cannot be edited on screen until its identifiers are unique again: an edit written back
/// then would drop the repeated items.
@MainActor
@_spi(Hosting) public final class ArrayListModel<Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The list shown, which a ``ListHost`` binds.
  public let list = EditableList<ListSection, Item>()

  /// The identifiers the latest array repeated, in order; empty when each is unique.
  public internal(set) var repeatedIDs: [Item.ID] = []

  /// Whether the user may delete and move rows: the array has a binding to write edits back
  /// to, and no repeated identifier.
  public var isEditable: Bool { isBound && repeatedIDs.isEmpty }

  /// How many item writes were dropped because their item was gone: for tests.
  public internal(set) var droppedItemWrites = 0

  let diagnostics: ListDiagnostic.Handler
  let items = HostedBinding<[Item]>()
  /// The whole array as the binding holds it, or will once the list's writes arrive.
  var all: [Item] = []
  /// The identifiers of the rows shown last: those of ``all`` that match the search text.
  var shownIDs: Set<Item.ID> = []
  var filter: ArrayFilter<Item>?
  var isBound = false
  var isReplacing = false
  private var token: ObservationToken?

  // MARK: Lifecycle

  /// Creates an empty model.
  ///
  /// - Parameter diagnostics: Where to report repeated identifiers and item writes to items
  ///   that are gone.
  public init(diagnostics: ListDiagnostic.Handler = .print) {
    self.diagnostics = diagnostics
  }

  // MARK: Package

  /// Shows the array of an update if it or the search text changed, and writes the user's
  /// edits back to it.
  ///
  /// - Parameters:
  ///   - binding: The array, and its setter.
  ///   - writable: Whether the setter writes anywhere (`false` for a constant array).
  ///   - filter: The search text and what matches it; `nil` or an empty text shows every item.
  ///   - queue: Where writes wait while an update runs.
  /// - Complexity: O(1) for the same array and text (SwiftUI hands over the same storage
  ///   until it is changed); O(*n*) to compare an array of *n* items and to show a new one.
  public func receive(
    _ binding: HostBinding<[Item]>, writable: Bool, filter: ArrayFilter<Item>? = nil,
    through queue: HostWriteQueue
  ) {
    isBound = writable
    if token == nil {
      token = list.observe { [weak self, weak queue] _ in
        guard let self, let queue, !isReplacing, isBound else { return }
        userDidEdit(through: queue)
      }
    }
    let newItems = items.receive(binding)
    let isNewFilter = (filter?.text ?? "") != (self.filter?.text ?? "")
    self.filter = filter
    guard newItems != nil || isNewFilter else { return }
    if let newItems {
      all = newItems
    }
    show(reportingRepeats: newItems != nil)
  }

  /// The item with this identifier as the list shows it, or `nil` if it shows none.
  ///
  /// - Parameter id: The identifier.
  /// - Complexity: O(log *n*).
  public func item(id: Item.ID) -> Item? {
    list.snapshot.item(id: id)
  }

  // MARK: Internal

  /// Shows the items of ``all`` that match the filter, the first occurrence of each
  /// identifier.
  func show(reportingRepeats: Bool) {
    let unique = Self.firstOccurrences(of: all)
    let repeated = unique.repeated
    if reportingRepeats {
      repeatedIDs = repeated
      if !repeated.isEmpty {
        diagnostics(
          ListDiagnostic(
            kind: .duplicateIdentifiers,
            message:
              "the array repeats identifiers (\(repeated.map { "\($0)" }.joined(separator: ", "))): "
              + "showing the first occurrence of each; rows cannot be edited until they are unique",
            fileID: #fileID, line: #line))
      }
    }
    let shown = filter.map { filter in unique.items.filter { filter.includes($0) } } ?? unique.items
    shownIDs = Set(shown.map(\.id))
    isReplacing = true
    defer { isReplacing = false }
    // NB: the identifiers are unique now, so this cannot throw.
    try? list.replaceItems(shown)
  }

  // MARK: Private

  /// The items with each identifier at its first occurrence, and the identifiers dropped.
  private static func firstOccurrences(of items: [Item]) -> (items: [Item], repeated: [Item.ID]) {
    var seen = Set<Item.ID>(minimumCapacity: items.count)
    var kept: [Item] = []
    var repeated: [Item.ID] = []
    for item in items {
      if seen.insert(item.id).inserted { kept.append(item) } else { repeated.append(item.id) }
    }
    return (kept, repeated)
  }
}

// MARK: - ArrayFilter

/// What a searchable list of an array shows: the items that match the search field's text.
@_spi(Hosting) public struct ArrayFilter<Item> {
  /// The search field's text; empty shows every item.
  public var text: String

  /// Whether an item matches a non-empty text.
  public var matches: @MainActor (Item, String) -> Bool

  /// Creates a filter.
  ///
  /// - Parameters:
  ///   - text: The search field's text.
  ///   - matches: Whether an item matches a non-empty text.
  public init(text: String, matches: @escaping @MainActor (Item, String) -> Bool) {
    self.text = text
    self.matches = matches
  }

  /// Whether the list shows `item`: every item while the text is empty.
  @MainActor
  func includes(_ item: Item) -> Bool {
    text.isEmpty || matches(item, text)
  }
}
