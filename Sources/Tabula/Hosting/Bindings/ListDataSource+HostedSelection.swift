// MARK: - ListDataSource + Hosted selection

extension ListDataSource {
  /// Selects the items a changed selection binding names, those an update is about to show
  /// included; reports those the list neither shows nor is about to show, and writes back
  /// what it selected.
  ///
  /// - Parameters:
  ///   - binding: The selection binding of the update, or `nil` if the view has none.
  ///   - hosted: What the host knows of the binding between updates.
  ///   - writes: Where the write back waits while an update runs.
  ///   - report: Reports what the list recovered from.
  /// - Returns: Whether the binding named a new selection, which the list applied.
  /// - Complexity: O(*k* log *n*) for a selection of *k* items; O(1) when nothing changed.
  @discardableResult
  package func applySelection(
    _ binding: HostBinding<Set<Item.ID>>?,
    recordedIn hosted: HostedBinding<Set<Item.ID>>,
    writingBackThrough writes: HostWriteQueue,
    report: (ListDiagnostic.Kind, String) -> Void
  ) -> Bool {
    guard let wanted = hosted.receive(binding) else { return false }
    selection = wanted
    let left = wanted.subtracting(selection)
    if !left.isEmpty {
      report(
        .unknownIdentifiers,
        "the selection names items the list neither shows nor is about to show: "
          + Self.names(of: left))
    }
    hosted.send(selection, through: writes)
    return true
  }
}
