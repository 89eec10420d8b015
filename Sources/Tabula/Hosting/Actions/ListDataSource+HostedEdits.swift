// MARK: - ListDataSource + Hosted edits

extension ListDataSource {
  /// Hands the user's deletions and moves to a view's `onDelete` and `onMove` where it has
  /// them, and the others to the bound provider's handler; an edit that neither takes is
  /// reported as refused, and the list shows its data again. A host calls it after every
  /// update, since binding a provider connects the provider's own handler.
  ///
  /// - Parameters:
  ///   - onDelete: The view's `onDelete`, if any.
  ///   - onMove: The view's `onMove`, if any.
  ///   - providerEdits: The bound provider's handler of the user's edits, if any.
  ///   - provider: The bound provider, whose data (an array's offsets) gives the positions
  ///     `onDelete` and `onMove` receive; without one, the list's own data gives them.
  ///   - didPerformViewEdit: Called as the view's `onDelete` or `onMove` takes an edit.
  ///   - report: Reports an edit that was refused.
  /// - Returns: Whether the view's `onDelete` or `onMove` takes the user's edits.
  @discardableResult
  package func routeUserEdits(
    onDelete: (@MainActor (ListHostDeletion<Item>) -> Void)?,
    onMove: (@MainActor (ListHostMove<Item>) -> Void)?,
    providerEdits: (@MainActor (EditOperation<Section, Item>, String) -> Void)?,
    provider: (any DataProvider<Section, Item>)?,
    didPerformViewEdit: (@MainActor () -> Void)? = nil,
    report: @escaping @MainActor (ListDiagnostic.Kind, String) -> Void
  ) -> Bool {
    guard onDelete != nil || onMove != nil else {
      userEdits = providerEdits
      return false
    }
    userEdits = { [weak self, weak provider] operation, name in
      guard let self else { return }
      let data = provider?.snapshot ?? fullSnapshot
      if let viewEdit = Self.viewEdit(operation, onDelete: onDelete, onMove: onMove, in: data) {
        didPerformViewEdit?()
        return viewEdit()
      }
      if let providerEdits { return providerEdits(operation, name) }
      report(.editRefused, "\(name) was refused: the list's provider is not editable")
      apply(fullSnapshot)
    }
    return true
  }

  // MARK: Private

  /// A deletion or a move as a call of the view's `onDelete` or `onMove`, with the positions
  /// in `data`, which the edit has not changed yet.
  ///
  /// - Returns: The call, or `nil` when the view does not take the edit.
  private static func viewEdit(
    _ operation: EditOperation<Section, Item>,
    onDelete: (@MainActor (ListHostDeletion<Item>) -> Void)?,
    onMove: (@MainActor (ListHostMove<Item>) -> Void)?,
    in data: Snapshot<Section, Item>
  ) -> (@MainActor () -> Void)? {
    switch operation {
    case .deleteItems(let ids):
      guard let onDelete else { return nil }
      let paths = ids.compactMap { data.path(of: $0) }
        .sorted { ($0.section, $0.item) < ($1.section, $1.item) }
      let deletion = ListHostDeletion<Item>(ids: Set(ids), paths: paths)
      return { onDelete(deletion) }
    case .moveItem(let id, let destination):
      guard let onMove, let source = data.path(of: id) else { return nil }
      let move = ListHostMove<Item>(id: id, source: source, destination: destination)
      return { onMove(move) }
    default:
      return nil
    }
  }
}
