#if canImport(UIKit)
public import Tabula

// MARK: - ArrayListModel

/// The provider a declarative list makes from an array, or from a binding to one: the array
/// shown as one section, the user's deletions and moves written back to the binding (as
/// SwiftUI's `List($items, editActions:)` does), and undoable.
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
  public private(set) var repeatedIDs: [Item.ID] = []

  /// Whether the user may delete and move rows: the array has a binding to write edits back
  /// to, and no repeated identifier.
  public var isEditable: Bool { isBound && repeatedIDs.isEmpty }

  private let diagnostics: ListDiagnostic.Handler
  private let items = HostedBinding<[Item]>()
  private var isBound = false
  private var isReplacing = false
  private var token: ObservationToken?

  // MARK: Lifecycle

  /// Creates an empty model.
  ///
  /// - Parameter diagnostics: Where to report repeated identifiers.
  public init(diagnostics: ListDiagnostic.Handler = .print) {
    self.diagnostics = diagnostics
  }

  // MARK: Package

  /// Shows the array of an update if it changed, and writes the user's edits back to it.
  ///
  /// - Parameters:
  ///   - binding: The array, and its setter; `nil` as setter for a constant array.
  ///   - queue: Where writes wait while an update runs.
  /// - Complexity: O(1) for the same array (SwiftUI hands over the same storage until it is
  ///   changed); O(*n*) to compare an array of *n* items and to show a new one.
  public func receive(
    _ binding: HostBinding<[Item]>, writable: Bool, through queue: HostWriteQueue
  ) {
    isBound = writable
    if token == nil {
      token = list.observe { [weak self, weak queue] _ in
        guard let self, let queue, !isReplacing, isBound else { return }
        items.send(list.items, through: queue)
      }
    }
    guard let newItems = items.receive(binding) else { return }
    isReplacing = true
    defer { isReplacing = false }
    do {
      try list.replaceItems(newItems)
      repeatedIDs = []
    } catch {
      let kept = Self.firstOccurrences(of: newItems)
      repeatedIDs = kept.repeated
      diagnostics(
        ListDiagnostic(
          kind: .duplicateIdentifiers,
          message:
            "the array repeats identifiers (\(repeatedIDs.map { "\($0)" }.joined(separator: ", "))): "
            + "showing the first occurrence of each; rows cannot be edited until they are unique",
          fileID: #fileID, line: #line))
      try? list.replaceItems(kept.items)
    }
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
#endif
