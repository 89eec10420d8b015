/// The items of a list with each identifier kept at its first occurrence, and the identifiers
/// dropped: how the providers that take lists from outside (pages, streams) stay free of
/// duplicates without trapping.
struct FirstOccurrences<Item: Identifiable> {
  /// The items kept, in order.
  var items: ContiguousArray<Item> = []

  /// The identifiers dropped, in order, as a diagnostic names them.
  var repeated: [Item.ID] = []

  /// Keeps the first occurrence of each identifier of `items`, and drops any that
  /// `isKnown` says the list already has.
  ///
  /// - Parameters:
  ///   - items: The list.
  ///   - isKnown: Whether an identifier is already in the list the items join.
  /// - Complexity: O(*n*) on average, with *n* the number of items, plus the `isKnown` calls.
  init(_ items: [Item], isKnown: (Item.ID) -> Bool = { _ in false }) {
    var seen = Set<Item.ID>(minimumCapacity: items.count)
    self.items.reserveCapacity(items.count)
    for item in items {
      if !isKnown(item.id), seen.insert(item.id).inserted {
        self.items.append(item)
      } else {
        repeated.append(item.id)
      }
    }
  }

  /// The dropped identifiers, comma-separated.
  var repeatedNames: String {
    repeated.map { String(describing: $0) }.joined(separator: ", ")
  }
}
