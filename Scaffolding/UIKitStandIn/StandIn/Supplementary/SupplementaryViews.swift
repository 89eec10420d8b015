// MARK: - SupplementaryViews

/// A collection view's supplementary views: registrations, reuse queues per kind and
/// identifier, and the views shown.
///
/// The model: at each layout, the layout's kinds (`UICollectionViewLayout.standInSupplementaryKinds`)
/// are asked for every section that has a visible item, at `IndexPath(item: 0, section: s)`;
/// views of sections that left the viewport go to the reuse queue. `reloadData()` drops them
/// all; a batch update drops those of deleted, reloaded and moved sections and moves the others
/// with their sections.
///
/// The layout's boundary items (a compositional layout's `configuration.boundarySupplementaryItems`)
/// are asked for at `IndexPath(item: 0, section: 0)` at every layout, whatever the viewport,
/// and placed above the first section or below the last; a batch update leaves them alone.
@MainActor final class SupplementaryViews {
  init(host: UICollectionView) {
    self.host = host
  }

  unowned let host: UICollectionView
  var registrations: [SupplementaryReuseKey: CellRegistration] = [:]
  var queues: [SupplementaryReuseKey: [UICollectionReusableView]] = [:]
  var visible: [SupplementaryKey: UICollectionReusableView] = [:]
  /// Views the data source could not give (no `viewForSupplementaryElementOfKind`): not asked
  /// again until the next reload or batch update.
  var notProvided: Set<SupplementaryKey> = []
  var request: SupplementaryRequest?

  func record(_ violation: UIKitStandInViolation) {
    UIKitStandIn.record(violation, on: host)
  }

  // MARK: Layout

  /// Shows the supplementary views of the sections of `visibleItems`.
  func layout(visibleItems: [IndexPath]) {
    let kinds = host.collectionViewLayout.standInSupplementaryKinds
    let sections = Set(visibleItems.map { $0[0] }).sorted()
    let boundary = host.standInBoundaryFrames(itemsBottom: host.engine.geometry().itemsBottom)
    let wanted =
      sections.flatMap { section in
        kinds.map { SupplementaryKey(kind: $0, indexPath: IndexPath(item: 0, section: section)) }
      }
      + boundary.map { SupplementaryKey(kind: $0.kind, indexPath: IndexPath(item: 0, section: 0)) }
    let wantedSet = Set(wanted)
    for (key, view) in visible where !wantedSet.contains(key) {
      visible[key] = nil
      enqueue(view, kind: key.kind)
    }
    for key in wanted where visible[key] == nil && !notProvided.contains(key) {
      guard let view = requestView(for: key) else { continue }
      visible[key] = view
      if view.superview !== host {
        host.addSubview(view)
      }
    }
    for (kind, frame) in boundary {
      visible[SupplementaryKey(kind: kind, indexPath: IndexPath(item: 0, section: 0))]?.frame =
        frame
    }
  }

  /// Drops every view (a reload or a new data source).
  func reset() {
    for (key, view) in visible {
      enqueue(view, kind: key.kind)
    }
    visible = [:]
    notProvided = []
  }

  /// Moves the views of sections that survive a batch unchanged; drops the others.
  func apply(_ plan: BatchUpdatePlan) {
    var moved: [SupplementaryKey: UICollectionReusableView] = [:]
    let boundaryKinds = Set(host.collectionViewLayout.standInBoundaryItems.map(\.elementKind))
    for (key, view) in visible {
      if boundaryKinds.contains(key.kind) {
        moved[key] = view
      } else if let section = plan.keptSections[key.indexPath[0]] {
        moved[SupplementaryKey(kind: key.kind, indexPath: IndexPath(item: 0, section: section))] =
          view
      } else {
        enqueue(view, kind: key.kind)
      }
    }
    visible = moved
    notProvided = []
  }

  private func requestView(for key: SupplementaryKey) -> UICollectionReusableView? {
    guard let dataSource = host.dataSource else { return nil }
    let request = SupplementaryRequest(key: key)
    let previous = self.request
    self.request = request
    defer { self.request = previous }
    host.engine.reachedUnimplementedOptional = false
    let view = dataSource.collectionView(
      host, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
    if host.engine.reachedUnimplementedOptional {
      host.engine.reachedUnimplementedOptional = false
      notProvided.insert(key)
      record(
        UIKitStandInViolation(
          kind: .supplementaryViewNotProvided,
          reason: "the layout asks for a supplementary view of kind \(key.kind) at "
            + "\(BatchUpdateMessages.describe(key.indexPath)) but the data source does not "
            + "implement -collectionView:viewForSupplementaryElementOfKind:atIndexPath:, so "
            + "UIKit gets nil: 'the view returned from "
            + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(key.kind),"
            + "\(BatchUpdateMessages.describe(key.indexPath))) was not retrieved by calling "
            + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is "
            + "nil ((null))'",
          fidelity: .approximate))
      return nil
    }
    if !request.dequeued.contains(ObjectIdentifier(view)) {
      record(
        UIKitStandInViolation(
          kind: .supplementaryViewNotDequeued,
          reason: "the view returned from -collectionView:viewForSupplementaryElementOfKind:"
            + "atIndexPath (\(key.kind),\(BatchUpdateMessages.describe(key.indexPath))) was not "
            + "retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:"
            + "forIndexPath: or is nil (\(type(of: view)))",
          fidelity: .approximate))
    }
    return view
  }

  // MARK: Queue

  func enqueue(_ view: UICollectionReusableView, kind: String) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    queues[SupplementaryReuseKey(kind: kind, identifier: identifier), default: []].append(view)
  }
}
