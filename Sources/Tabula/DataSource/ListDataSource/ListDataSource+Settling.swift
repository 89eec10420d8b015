// MARK: - ListDataSource + Settling

extension ListDataSource {
  /// Runs `body` once the surface shows the newest snapshot: at once when no update runs or
  /// waits, otherwise when the queue of updates drains (where ``apply(_:animated:completion:)``
  /// runs its completions).
  ///
  /// - Parameter body: Runs on the main actor, once.
  package func whenShown(_ body: @escaping @MainActor () -> Void) {
    guard !isSettled else { return body() }
    waitingCompletions.append(body)
  }

  /// Whether the surface shows the newest snapshot: no update runs or waits.
  package var isSettled: Bool { !isUpdating && pending == nil }
}
