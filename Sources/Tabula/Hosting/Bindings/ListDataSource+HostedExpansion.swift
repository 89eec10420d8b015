// MARK: - ListDataSource + Hosted expansion

extension ListDataSource {
  /// Expands the items a changed expansion binding names; reports those the list does not
  /// have and those without children, and writes back what it expanded.
  ///
  /// - Parameters:
  ///   - binding: The expansion binding of the update, or `nil` if the view has none.
  ///   - hosted: What the host knows of the binding between updates.
  ///   - writes: Where the write back waits while an update runs.
  ///   - report: Reports what the list recovered from.
  /// - Returns: Whether the binding named a new expansion, which the list applied.
  /// - Complexity: O(*k* log *n*) for an expansion of *k* items; O(1) when nothing changed.
  @discardableResult
  package func applyExpansion(
    _ binding: HostBinding<Set<Item.ID>>?,
    recordedIn hosted: HostedBinding<Set<Item.ID>>,
    writingBackThrough writes: HostWriteQueue,
    report: (ListDiagnostic.Kind, String) -> Void
  ) -> Bool {
    guard let wanted = hosted.receive(binding) else { return false }
    let outline = fullSnapshot
    let absent = wanted.filter { outline.path(of: $0) == nil }
    let leaves = wanted.filter { outline.path(of: $0) != nil && !outline.hasChildren($0) }
    if !absent.isEmpty {
      report(
        .unknownIdentifiers,
        "the expansion names items the list does not have: \(Self.names(of: absent))")
    }
    if !leaves.isEmpty {
      report(
        .unknownIdentifiers,
        "the expansion names items without children: \(Self.names(of: leaves))")
    }
    expandedItems = wanted.subtracting(absent).subtracting(leaves)
    hosted.send(expandedItems, through: writes)
    return true
  }
}
