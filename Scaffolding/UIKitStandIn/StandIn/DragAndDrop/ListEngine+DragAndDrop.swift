#if !UIKIT_STANDIN_TVOS
// MARK: - ListEngine + DragAndDrop

extension ListEngine {
  /// The drag over the view, if any.
  var dragAndDrop: ActiveDragAndDrop? { activeDragAndDrop as? ActiveDragAndDrop }

  var hasActiveDrag: Bool { dragAndDrop?.dragSession != nil }

  var hasActiveDrop: Bool { dragAndDrop?.tracksDrop == true }

  // MARK: Drag

  /// The user lifts the item at `indexPath`: the drag delegate gives the items to drag (none
  /// starts no drag), the session begins, and the drag is over the view at once, so the drop
  /// delegate is asked whether it handles it.
  func beginDrag(at indexPath: IndexPath) -> Bool {
    userEvent(at: indexPath, when: dragAndDrop == nil) {
      guard let host = host as? any DragAndDropHost, host.hostStartsDrags else { return nil }
      let session = StandInDragSession()
      let items = host.hostItemsForBeginning(session, at: indexPath)
      guard !items.isEmpty else { return nil }
      session.items = items
      session.allowsMoveOperation = host.hostDragSessionAllowsMove(session)
      session.isRestrictedToDraggingApplication = host.hostDragSessionIsRestricted(session)
      let drag = ActiveDragAndDrop(
        dragSession: session, dropSession: StandInDropSession(local: session),
        sourceIndexPaths: items.map { _ in indexPath }, generation: updateGeneration)
      activeDragAndDrop = drag
      host.hostDragSessionWillBegin(session)
      enter(drag, host: host)
      return true
    } ?? false
  }

  /// The user taps the item at `indexPath` during a drag from this view: the drag delegate's
  /// items for adding join the session.
  func addToDrag(at indexPath: IndexPath) -> Bool {
    userEvent(at: indexPath) {
      guard let drag = dragAndDrop, let session = drag.dragSession,
        let host = host as? any DragAndDropHost
      else { return nil }
      let added = host.hostItemsForAdding(session, at: indexPath)
      guard !added.isEmpty else { return nil }
      session.items += added
      drag.sourceIndexPaths += added.map { _ in indexPath }
      return true
    } ?? false
  }

  /// A drag from another app enters the view, carrying `count` items.
  func beginExternalDrop(itemCount count: Int) -> Bool {
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    guard dragAndDrop == nil, !isInsideBatch, let host = host as? any DragAndDropHost else {
      return false
    }
    let items = (0..<max(0, count)).map { _ in UIDragItem(itemProvider: NSItemProvider()) }
    let drag = ActiveDragAndDrop(
      dragSession: nil, dropSession: StandInDropSession(externalItems: items),
      sourceIndexPaths: items.map { _ in nil }, generation: updateGeneration)
    activeDragAndDrop = drag
    enter(drag, host: host)
    return drag.tracksDrop
  }

  private func enter(_ drag: ActiveDragAndDrop, host: any DragAndDropHost) {
    guard host.hostHasDropDelegate, host.hostCanHandle(drag.dropSession) else { return }
    drag.tracksDrop = true
    host.hostDropSessionDidEnter(drag.dropSession)
  }

  // MARK: Drop

  /// The drag moves over `destination` (an item, one past the last item of a section, or
  /// `nil` for empty space): the drop delegate proposes what a drop there would do.
  @discardableResult
  func dragOver(_ destination: IndexPath?) -> UIDropProposal? {
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    guard let drag = dragAndDrop, drag.tracksDrop, let host = host as? any DragAndDropHost
    else { return nil }
    if let destination {
      precondition(
        isValidDropDestination(destination),
        "A drag can only be over an item or the end of a section, not \(destination)")
    }
    drag.destination = destination
    let proposal = host.hostDropSessionDidUpdate(drag.dropSession, destination: destination)
    drag.proposal = proposal
    return proposal
  }

  /// The user lifts their finger. The drop is performed when the last proposal copies, or
  /// moves in a session that allows moves; otherwise, and for every item the drop delegate
  /// does not place, the items go back where they came from. Both sessions then end.
  func drop() -> UIKitStandIn.DropOutcome {
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    guard let drag = dragAndDrop, let host = host as? any DragAndDropHost else {
      return UIKitStandIn.DropOutcome(performedDrop: false, placements: [], itemsAnimatedBack: 0)
    }
    let items = drag.dropSession.items
    var outcome = UIKitStandIn.DropOutcome(
      performedDrop: false, placements: [], itemsAnimatedBack: items.count)
    if drag.tracksDrop, performs(drag) {
      host.hostPerformDrop(drag)
      let placed = Set(drag.placements.map { ObjectIdentifier($0.item) })
      outcome = UIKitStandIn.DropOutcome(
        performedDrop: true, placements: drag.placements.map(\.indexPath),
        itemsAnimatedBack: items.count - placed.count)
    }
    end(drag, host: host, exited: false)
    return outcome
  }

  /// The user lets go of the drag away from any target, or the system cancels it.
  func cancelDrag() {
    UIKitStandIn.endRunLoopPass()
    defer { UIKitStandIn.endRunLoopPass() }
    guard let drag = dragAndDrop, let host = host as? any DragAndDropHost else { return }
    end(drag, host: host, exited: true)
  }

  /// Records the drop of `item` to `indexPath` asked of a coordinator, after checking both.
  func place(_ item: UIDragItem, at indexPath: IndexPath, in drag: ActiveDragAndDrop) {
    guard drag.dropSession.items.contains(where: { $0 === item }) else {
      record(
        UIKitStandInViolation(
          kind: .dropOfItemNotInSession,
          reason: "A drop coordinator was asked to drop a UIDragItem that is not one of the "
            + "drop session's items.",
          fidelity: .approximate))
      return
    }
    guard contains(indexPath) else {
      record(
        UIKitStandInViolation(
          kind: .dropToInvalidIndexPath,
          reason: "Attempted to drop an item to \(words.item) "
            + "\(BatchUpdateMessages.describe(indexPath)), which the \(words.view) does not have "
            + "(it has \(words.items) \(counts())): update the data source and the "
            + "\(words.view) before calling drop(_:to\(words.item.capitalized)At:).",
          fidelity: .approximate))
      return
    }
    drag.placements.append((item, indexPath))
  }

  // MARK: Private

  /// Whether the last proposal performs a drop. A move in a session that does not allow
  /// moves counts as `.cancel`, as `UIDropOperation.move`'s documentation says.
  private func performs(_ drag: ActiveDragAndDrop) -> Bool {
    switch drag.proposal?.operation ?? .cancel {
    case .cancel, .forbidden:
      return false
    case .copy:
      return true
    case .move:
      guard drag.dropSession.allowsMoveOperation else {
        record(
          UIKitStandInViolation(
            kind: .moveProposalNotAllowed,
            reason: "A drop proposal moves items, but the session does not allow moves "
              + "(allowsMoveOperation is false); UIKit treats it as .cancel.",
            fidelity: .approximate, severity: .warning))
        return false
      }
      return true
    }
  }

  private func end(_ drag: ActiveDragAndDrop, host: any DragAndDropHost, exited: Bool) {
    activeDragAndDrop = nil
    if drag.tracksDrop {
      if exited {
        host.hostDropSessionDidExit(drag.dropSession)
      }
      host.hostDropSessionDidEnd(drag.dropSession)
    }
    if let session = drag.dragSession {
      host.hostDragSessionDidEnd(session)
    }
  }

  /// An existing item, or the place after the last item of a section.
  private func isValidDropDestination(_ indexPath: IndexPath) -> Bool {
    let counts = counts()
    return indexPath.count == 2 && counts.indices.contains(indexPath[0]) && indexPath[1] >= 0
      && indexPath[1] <= counts[indexPath[0]]
  }
}
#endif
