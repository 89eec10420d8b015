// MARK: - StreamProvider + Iteration

extension StreamProvider {
  /// Wraps an observation's token in one that also tells the provider when it is cancelled
  /// or released, and starts the iteration.
  func keepingIteration(_ token: ObservationToken) -> ObservationToken {
    // NB: the signal is released with the returned token's cancel step, whether the token is
    // cancelled or released; the provider then checks on its next turn whether anyone still
    // observes, so that cancelling one observation and starting another in the same turn
    // keeps the iteration running.
    let signal = ReleaseSignal { [weak self] in
      Task { @MainActor in self?.observationDidEnd() }
    }
    startIteration()
    return ObservationToken {
      withExtendedLifetime(signal) { token.cancel() }
    }
  }

  func observationDidEnd() {
    guard storage.observerCount == 0, loadStates.observerCount == 0 else { return }
    stopIteration()
  }

  func startIteration() {
    guard iterationTask == nil, !isFinished else { return }
    iterationCount += 1
    let mine = iterationCount
    if !hasReceivedElement { loadState = .loading }
    let iteration = self.iteration
    iterationTask = Task { [weak self] in
      do {
        try await iteration { [weak self] snapshot in
          guard let self, iterationCount == mine, !Task.isCancelled else { return false }
          receive(snapshot)
          return true
        }
        self?.finishIteration(mine, error: nil)
      } catch {
        self?.finishIteration(mine, error: error)
      }
    }
  }

  func stopIteration() {
    iterationCount += 1
    iterationTask?.cancel()
    iterationTask = nil
    if !hasReceivedElement, loadState == .loading { loadState = .idle }
  }

  func receive(_ snapshot: Snapshot<Section, Item>) {
    hasReceivedElement = true
    error = nil
    storage.update(snapshot)
    loadState = .loaded
  }

  func finishIteration(_ iteration: Int, error: (any Error)?) {
    guard iteration == iterationCount else { return }
    iterationTask = nil
    isFinished = true
    if let error {
      self.error = error
      loadState = .failed(error)
    } else {
      loadState = .loaded
    }
  }

  /// One section of `items`, keeping the first occurrence of each identifier; reports the
  /// identifiers repeated.
  static func snapshot(
    of items: [Item], in section: ListSection, diagnostics: ListDiagnostic.Handler,
    fileID: String = #fileID, line: Int = #line
  ) -> Snapshot<ListSection, Item> {
    let unique = FirstOccurrences(items)
    if !unique.repeated.isEmpty {
      diagnostics(
        ListDiagnostic(
          kind: .duplicateIdentifiers,
          message: "a list of the stream repeated \(unique.repeated.count) item(s), dropped: "
            + unique.repeatedNames,
          fileID: fileID, line: line))
    }
    return Snapshot(_uncheckedSections: [section], items: [unique.items])
  }
}
