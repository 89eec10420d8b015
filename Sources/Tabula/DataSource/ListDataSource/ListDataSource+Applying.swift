// MARK: - ListDataSource + Applying

extension ListDataSource {
  /// Shows a new snapshot, animating the difference from what is shown.
  ///
  /// - Parameters:
  ///   - newSnapshot: What to show.
  ///   - animated: Whether to animate; `false` reloads the surface.
  ///   - completion: Called once the surface shows this snapshot or a newer one. To wait for
  ///     that in `async` code, call ``apply(_:animated:)`` with `await`.
  /// - Complexity: O(*n* + *c* log *c*) to plan, where *n* is the number of items and *c* the
  ///   number of changes; see ``UpdatePlan``. O(*k* log *n*) when `newSnapshot` was derived
  ///   from the shown one by *k* item edits, as the providers' snapshots are: see
  ///   ``SnapshotDifference/init(from:to:)``. With ``plansLongUpdatesInBackground``, a long
  ///   list compared in full is compared off the main actor, and the main actor's share is
  ///   O(*c* log *n*).
  public func apply(
    _ newSnapshot: Snapshot<Section, Item>,
    animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    if let completion { waitingCompletions.append(completion) }
    show(shownRows(of: newSnapshot), animated: animated)
  }

  /// Shows sections given as plain arrays; repeated identifiers do not crash.
  ///
  /// If the sections repeat an identifier, the data source reports a
  /// ``ListDiagnostic/Kind/duplicateIdentifiers`` diagnostic naming every duplicate and every
  /// position, and reloads the surface with the first occurrence of each identifier.
  ///
  /// - Parameters:
  ///   - sections: What to show, each section with its items.
  ///   - animated: Whether to animate; `false` reloads the surface.
  ///   - completion: Called once the surface shows these sections or newer ones.
  /// - Complexity: O(*n*) on average to build the snapshot, then as ``apply(_:animated:completion:)``.
  public func apply(
    sections: [SnapshotSection<Section, Item>],
    animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    do {
      apply(try Snapshot(sections: sections), animated: animated, completion: completion)
    } catch {
      report(.duplicateIdentifiers, error.description)
      apply(Self.firstOccurrences(of: sections), animated: false, completion: completion)
    }
  }

  // MARK: Internal

  /// Shows `target`, which holds the rows to show, once the update in flight, if any, ends.
  func show(_ target: Snapshot<Section, Item>, animated: Bool) {
    // NB: a row of an outline keeps its cell where it moves; its indentation is drawn again
    // only if it is reconfigured.
    let target = hasShownOutline ? target.reconfiguringLevelChanges(from: snapshot) : target
    guard !isUpdating else { return wait(for: target, animated: animated) }
    run(target, animated: animated)
  }

  /// Makes `target` the snapshot shown once the update in flight ends, in place of the one
  /// waiting, whose reload and reconfigure marks it takes over: they were never carried out.
  func wait(for target: Snapshot<Section, Item>, animated: Bool) {
    pending = (target.carryingMarks(of: pending?.snapshot), animated && (pending?.animated ?? true))
  }

  func run(_ target: Snapshot<Section, Item>, animated: Bool) {
    // NB: a snapshot held for a scroll whose end the surface never reported (an app's own
    // delegate) is older than `target`: it must not run after it.
    if let held = pending {
      pending = nil
      return run(target.carryingMarks(of: held.snapshot), animated: animated)
    }
    register(target)
    guard let surface, surface.isDisplayingList, animated else {
      return reload(to: target)
    }
    guard !waitsForScrolling else { return wait(for: target, animated: animated) }
    if let backgroundComparison, needsFullComparison(to: target) {
      return planInBackground(to: target, comparing: backgroundComparison)
    }
    start(work.plan(snapshot, target, reuseIdentifier), on: surface)
  }

  /// Animates a plan from the shown snapshot, or reloads when it changes too much.
  func start(_ plan: UpdatePlan<Section, Item>, on surface: any ListSurface) {
    guard !plan.stages.isEmpty else {
      snapshot = plan.target
      // NB: a waiting update replaced since may have taken away a selected item.
      keepSelection()
      return finish()
    }
    guard plan.changeCount <= reloadThreshold else { return reload(to: plan.target) }
    isUpdating = true
    updateTarget = plan.target
    updateCounts.plans += 1
    perform(plan.stages, from: 0, on: surface, target: plan.target)
  }

  /// Hands the surface the stage at `index`, then, once it completes, the ones after it.
  func perform(
    _ stages: [UpdatePlan<Section, Item>.Stage],
    from index: Int,
    on surface: any ListSurface,
    target: Snapshot<Section, Item>
  ) {
    // NB: an index, not a slice: generic slicing costs more than the rest of a one-row batch.
    guard index < stages.count, !needsReplan else {
      isUpdating = false
      updateTarget = nil
      if needsReplan {
        // Plan again from what the surface shows, towards the newest snapshot, with the reloads
        // and reconfigures of the stages never handed over: a moved row is reconfigured (its
        // content, an outline's indentation) in a stage after its move.
        needsReplan = false
        let next = pending ?? (target, true)
        pending = (Self.marking(next.snapshot, undoneIn: stages, from: index), next.animated)
      }
      return finish()
    }
    // NB: one copy of the stage: each read of `stages[index]` copies all of it.
    let stage = stages[index]
    let violations = BatchValidator.violations(
      of: stage.batch, before: Self.counts(of: snapshot._items),
      after: Self.counts(of: stage.snapshot._items))
    guard violations.isEmpty else {
      report(
        .invalidBatch,
        "reloading instead of \(stage.batch): "
          + violations.map { $0.message }.joined(separator: " "))
      isUpdating = false
      updateTarget = nil
      return reload(to: target)
    }
    updateCounts.batches += 1
    // NB: the batch's closures hold one object and nothing else, which costs one allocation.
    let inFlight = BatchInFlight(
      stages: stages, index: index, shown: stage.snapshot, target: target,
      batchNumber: updateCounts.batches,
      placement: placing(anchorPlacement(towards: stage.snapshot), on: surface),
      dataSource: self, surface: surface)
    surface.performBatchUpdates(stage.batch) {
      inFlight.showStage()
    } completion: { _ in
      inFlight.complete()
    }
    inFlight.place()
    keepSelection()
  }

  /// Ends an update whose batch the surface released without completing it, as a surface
  /// torn down mid-animation may: the data source shows the update's target without
  /// animation (a reload, if the surface is still there), then runs what waited, so that
  /// every completion runs and every awaiting caller returns.
  ///
  /// - Parameter batchNumber: The batch the surface released; if another batch has started
  ///   since, the update moved on and there is nothing to end.
  func abandonUpdate(atBatch batchNumber: Int) {
    guard isUpdating, updateCounts.batches == batchNumber, let target = updateTarget else {
      return
    }
    isUpdating = false
    updateTarget = nil
    needsReplan = false
    reload(to: target)
  }

  func reload(to target: Snapshot<Section, Item>) {
    var shown = target
    shown.clearReloadMarks()
    let placement = surface.flatMap { surface in
      surface.isDisplayingList ? placing(anchorPlacement(towards: shown), on: surface) : nil
    }
    snapshot = shown
    reloadSurface()
    placement?()
    keepSelection()
    finish()
  }

  /// Has the surface show ``snapshot`` again from scratch.
  func reloadSurface() {
    updateCounts.reloads += 1
    surface?.reloadData()
  }

  /// Runs the snapshot that waited, if any; otherwise calls every waiting completion.
  func finish() {
    if let next = pending {
      pending = nil
      return run(next.snapshot, animated: next.animated)
    }
    let completions = waitingCompletions
    waitingCompletions = []
    for completion in completions { completion() }
  }

  func register(_ target: Snapshot<Section, Item>) {
    guard !hasRegisteredSameCells else { return }
    hasRegisteredSameCells = needsSameCellsAlways
    let needed: [AnyCellRegistration]
    do {
      needed = try registrations(target)
    } catch {
      report(.cellRegistrationConflict, error.description)
      // NB: the rows of other cells still need theirs: UIKit raises on an unregistered
      // identifier.
      needed = error.registrable
    }
    for registration in needed {
      if let known = registered[registration.reuseIdentifier] {
        if known != registration {
          report(
            .cellRegistrationConflict,
            AnyCellRegistration.Conflict(
              reuseIdentifier: registration.reuseIdentifier, registrations: [known, registration]
            ).description)
        }
        continue
      }
      registered[registration.reuseIdentifier] = registration
      surface?.registerCell(registration)
    }
  }

  /// The number of items in each section of a snapshot, given its sections' items.
  static func counts(of sections: ContiguousArray<_ItemTree<Item>>) -> [Int] {
    // NB: the sections, not the snapshot, which a call would copy, and a loop, not a key path
    // or `map`: each generic call resolves its types at run time, which cost more than the
    // rest of a one-row batch.
    var counts: [Int] = []
    counts.reserveCapacity(sections.count)
    for index in 0..<sections.count { counts.append(sections[index].count) }
    return counts
  }

  /// The sections with every repeated identifier after its first occurrence left out.
  package static func firstOccurrences(of sections: [SnapshotSection<Section, Item>])
    -> Snapshot<Section, Item>
  {
    var seenSections = Set<Section.ID>()
    var seenItems = Set<Item.ID>()
    var models = ContiguousArray<Section>()
    var items = ContiguousArray<ContiguousArray<Item>>()
    for section in sections where seenSections.insert(section.model.id).inserted {
      models.append(section.model)
      items.append(ContiguousArray(section.items.filter { seenItems.insert($0.id).inserted }))
    }
    return Snapshot(_uncheckedSections: models, items: items)
  }
}
