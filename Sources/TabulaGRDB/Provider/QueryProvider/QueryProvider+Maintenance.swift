import Dispatch
import GRDB
import Tabula

// MARK: - QueryProvider + Maintenance

extension QueryProvider {
  // MARK: Internal

  /// Starts a transaction observer that delivers the whole result, then each commit's changed
  /// rows; if the query turns out not to be maintainable, refetches it instead.
  func startMaintaining() {
    guard let writer = database as? any DatabaseWriter, case .accepted(let source) = source,
      case .incremental(let changeLimit, let verification) = maintenance
    else { return }
    let generation = generation
    deliveriesReceived = 0
    let observer = ChangeObserver(
      source: source, changeLimit: changeLimit, verificationInterval: verification.interval,
      concurrentReader: writer as? DatabasePool
    ) { [weak self] delivery in
      // NB: the writer's queue is serial and the main queue runs blocks in the order they were
      // added, so deliveries arrive in commit order (a `Task` would not promise that).
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self?.receive(delivery, generation: generation) }
      }
    }
    changeObserver = observer
    refetchReason = nil
    isObserving = true
    writer.asyncWriteWithoutTransaction { db in observer.start(db) }
    cancellable = AnyDatabaseCancellable {
      observer.cancel()
      writer.asyncWriteWithoutTransaction { db in db.remove(transactionObserver: observer) }
    }
  }

  // MARK: Private

  private func receive(_ delivery: QueryDelivery<Record>, generation: Int) {
    guard generation == self.generation else { return }
    switch delivery {
    case .reset(let rows, let order, let reason):
      deliveriesReceived += 1
      maintainedRowCount += rows.count
      isAwaitingReset = false
      if let reason { onRefetch?(reason) }
      reset(rows, order: order)
    case .changes(let changed, let rows):
      deliveriesReceived += 1
      maintainedRowCount += rows.count
      apply(changed: changed, rows: rows)
    case .verification(let rows, let sql, let afterDeliveries):
      guard afterDeliveries == deliveriesReceived else { return }
      verify(against: rows, sql: sql)
    case .unmaintainable(let reason):
      stopObserving()
      startRefetching(because: reason)
    case .failure(let error):
      observationDidFail(error, generation: generation)
    }
  }

  private func reset(_ rows: [MaintainedRow<Record>], order: KeyOrder) {
    guard let sectionOf = sections.sectionOf else { return }
    do {
      let list = try MaintainedList(
        rows: rows, sections: sections, sectionOf: sectionOf, order: order)
      self.list = list
      // NB: as `removeDuplicates()` does for a refetch: an unchanged result is not published.
      if !hasPublishedResult || isPublishScheduled || list.snapshot != storage.snapshot {
        schedulePublish()
      }
    } catch {
      list = nil
      report(error)
    }
  }

  private func apply(changed: [Int64], rows: [MaintainedRow<Record>]) {
    guard !isAwaitingReset else { return }
    // NB: taken out of the property while it changes, so that its dictionaries are uniquely
    // referenced and change in place.
    guard var list else { return refetch(because: .inconsistentResult) }
    self.list = nil
    do {
      let didChange = try list.apply(changed: changed, rows: rows)
      self.list = list
      if didChange { schedulePublish() }
    } catch {
      refetch(because: .inconsistentResult)
    }
  }

  /// Publishes the list once the deliveries already waiting on the main queue are applied:
  /// commits in quick succession arrive as one snapshot, as they do when refetched, so that a
  /// burst of commits is planned and animated once.
  private func schedulePublish() {
    guard !isPublishScheduled else { return }
    isPublishScheduled = true
    let generation = generation
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.publishList(generation: generation) }
    }
  }

  private func publishList(generation: Int) {
    guard generation == self.generation else { return }
    isPublishScheduled = false
    guard let list else { return }
    hasPublishedResult = true
    storage.update(list.snapshot)
  }

  /// Asks the observer for the whole result; deliveries before it are ignored, as it makes
  /// them all out of date.
  private func refetch(because reason: QueryRefetchReason) {
    guard !isAwaitingReset, let observer = changeObserver,
      let writer = database as? any DatabaseWriter
    else { return }
    isAwaitingReset = true
    list = nil
    writer.asyncWriteWithoutTransaction { db in observer.refetch(db, reason: reason) }
  }
}
