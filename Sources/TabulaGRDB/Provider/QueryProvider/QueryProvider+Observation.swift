import GRDB
import Tabula

// MARK: - QueryProvider + Observation

extension QueryProvider {
  /// Observes the query again, after a database error ended the observation (or at any time):
  /// the query runs anew, and its result is published if it succeeds; otherwise ``onError``
  /// receives the error and the provider keeps its snapshot.
  public func restartObservation() {
    startObservation()
  }

  // MARK: Internal

  /// Starts observing the query unless it was observed before: the first observer, or the
  /// first read of the snapshot, starts the work that creating the provider does not.
  func startObservationIfUnobserved() {
    guard !hasStartedObserving else { return }
    startObservation()
  }

  /// Starts a new observation, maintained if the query can be; callbacks of any previous one
  /// are ignored from now on.
  func startObservation() {
    hasStartedObserving = true
    stopObserving()
    if let reason = permanentRefetchReason {
      startRefetching(because: reason)
    } else {
      startMaintaining()
    }
  }

  /// Ends the current observation, of either kind.
  func stopObserving() {
    cancellable?.cancel()
    cancellable = nil
    changeObserver = nil
    list = nil
    isAwaitingReset = false
    hasPublishedResult = false
    isPublishScheduled = false
    generation += 1
  }

  /// Refetches the query after every commit, with GRDB's `ValueObservation`, and reports why.
  func startRefetching(because reason: QueryRefetchReason) {
    let generation = generation
    refetchReason = reason
    // NB: reported asynchronously, so that a handler set just after `init` receives it.
    Task { @MainActor [weak self] in
      guard let self, generation == self.generation else { return }
      onRefetch?(reason)
    }
    let sections = sections
    // NB: the snapshot is built in `map`, off the main actor; duplicates are removed on the
    // records first, so that a commit that does not change the result publishes nothing.
    let observation = ValueObservation.tracking(fetch)
      .removeDuplicates()
      // NB: the result's type is named so that `Result(catching:)` is the typed-throws one
      // (Swift 6.0, back-deployed), also against an SDK whose library declares only the
      // untyped one (macOS 14: .ci/check-apple-sdks).
      .map { records -> Result<Snapshot<Section, Record>, QuerySections<Section, Record>.Failure> in
        Result { () throws(QuerySections<Section, Record>.Failure) in
          try sections.snapshot(of: records)
        }
      }
    isObserving = true
    // NB: `.mainActor` delivers on the main queue, in the order the values were fetched,
    // which is the order of the commits. `.immediate` is avoided: it traps unless started on
    // the main thread, which main-actor code need not run on (Swift Testing on Linux).
    cancellable = observation.start(
      in: database, scheduling: .mainActor,
      onError: { [weak self] error in self?.observationDidFail(error, generation: generation) },
      onChange: { [weak self] result in self?.receive(result, generation: generation) })
  }

  /// Ends an observation that failed, and reports the error.
  func observationDidFail(_ error: any Error, generation: Int) {
    guard generation == self.generation else { return }
    stopObserving()
    isObserving = false
    report(error)
  }

  // MARK: Private

  private var permanentRefetchReason: QueryRefetchReason? {
    guard case .incremental = maintenance else { return .requested }
    guard database is any DatabaseWriter else { return .readOnlyDatabase }
    if case .refused(let reason) = source { return reason }
    guard sections.sectionOf != nil else { return .sectionsReadRecords }
    return nil
  }

  private func receive(
    _ result: Result<Snapshot<Section, Record>, QuerySections<Section, Record>.Failure>,
    generation: Int
  ) {
    guard generation == self.generation else { return }
    switch result {
    case .success(let snapshot): storage.update(snapshot)
    case .failure(let error): report(error)
    }
  }
}
