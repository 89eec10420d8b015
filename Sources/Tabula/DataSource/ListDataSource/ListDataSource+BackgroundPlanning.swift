// MARK: - ListDataSource + Background planning

extension ListDataSource where Section: Sendable, Item: Sendable {
  /// Whether a long snapshot that must be compared with the shown one in full is compared off
  /// the main actor; `false` by default.
  ///
  /// Comparing two lists of 100,000 items takes about 10 ms, more than a frame. When this is
  /// `true`, a snapshot is compared on another thread if it or the shown one holds more than
  /// ``backgroundPlanningThreshold`` items and it was not derived from the shown snapshot by a
  /// few item edits (those are planned on the main actor in O(*k* log *n*), see
  /// ``SnapshotDifference/init(from:to:)``). The main actor then only turns the comparison into
  /// batches, asking ``init(surface:registrations:reuseIdentifier:diagnostics:cellProvider:)``'s
  /// `reuseIdentifier` about the changed items alone, and hands them to the surface.
  ///
  /// Meanwhile the surface shows the previous snapshot and the data source answers for it.
  /// Updates keep their order: snapshots applied while the comparison runs wait and coalesce
  /// as they do behind an animation, and a row the user moves meanwhile is handed to
  /// ``userEdits`` in the coordinates of the snapshot being planned, which is then planned
  /// again from what the surface shows.
  ///
  /// Only `Sendable` sections and items can be compared away from the main actor.
  /// `bind(to:)` of a TabulaGRDB `QueryProvider` sets it, since a query's records are.
  ///
  /// ```swift
  /// let dataSource = ListDataSource(surface: tableView, registration: bookCells)
  /// dataSource.plansLongUpdatesInBackground = true
  /// ```
  public var plansLongUpdatesInBackground: Bool {
    get { backgroundComparison != nil }
    set { backgroundComparison = newValue ? Self.compareInBackground : nil }
  }

  /// Compares two snapshots on a task of its own, so the main actor is free meanwhile.
  static func compareInBackground(
    _ shown: Snapshot<Section, Item>, _ new: Snapshot<Section, Item>
  ) async -> UpdatePlan<Section, Item>._Comparison {
    await Task.detached(priority: .userInitiated) {
      UpdatePlan._compare(from: shown, to: new)
    }.value
  }
}

extension ListDataSource {
  /// Whether planning the update to `target` compares more than
  /// ``backgroundPlanningThreshold`` items: `target` was not derived from the shown snapshot
  /// by a few item edits, and one of the two is long.
  func needsFullComparison(to target: Snapshot<Section, Item>) -> Bool {
    Swift.max(snapshot.numberOfItems, target.numberOfItems) > backgroundPlanningThreshold
      && target._itemsToCompare(withAncestor: snapshot) == nil
  }

  /// Compares the shown snapshot with `target` off the main actor, then animates the plan.
  ///
  /// Until the comparison is back the data source counts as updating towards `target`:
  /// snapshots applied wait in `pending`, and a row the user moves is handed over in
  /// `target`'s coordinates. If the user moved one, the comparison no longer starts from what
  /// the surface shows, and the newest snapshot is planned again.
  func planInBackground(
    to target: Snapshot<Section, Item>, comparing compare: @escaping BackgroundComparison
  ) {
    isUpdating = true
    updateTarget = target
    updateCounts.backgroundComparisons += 1
    let shown = snapshot
    Task {
      let comparison = await compare(shown, target)
      isUpdating = false
      updateTarget = nil
      guard shown._version === snapshot._version, !needsReplan else {
        needsReplan = false
        pending = pending ?? (target, true)
        return finish()
      }
      let plan = UpdatePlan(comparison, reuseIdentifier: reuseIdentifier)
      guard let surface, surface.isDisplayingList else { return reload(to: plan.target) }
      start(plan, on: surface)
    }
  }
}
