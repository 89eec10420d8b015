// MARK: - ListEngine + Reuse

extension ListEngine {
  // MARK: Registration

  func register(cellClass: AnyClass?, identifier: String) {
    guard checkRegistrationIdentifier(identifier) else { return }
    guard let cellClass else {
      registrations[identifier] = nil
      return
    }
    guard host.hostAcceptsCellClass(cellClass) else {
      record(
        UIKitStandInViolation(
          kind: .registeredClassIsNotACell, exceptionName: "NSInvalidArgumentException",
          reason: "must pass a class of kind \(words.cellClassName)", fidelity: .approximate))
      return
    }
    registrations[identifier] = .cellClass(cellClass)
  }

  func register(nib: UINib?, identifier: String) {
    guard checkRegistrationIdentifier(identifier) else { return }
    registrations[identifier] = nib.map { .nib($0) }
  }

  private func checkRegistrationIdentifier(_ identifier: String) -> Bool {
    guard identifier.isEmpty else { return true }
    record(
      UIKitStandInViolation(
        kind: .emptyReuseIdentifier, exceptionName: "NSInvalidArgumentException",
        reason: "must pass a valid reuse identifier to -[\(words.viewClassName) "
          + "\(words.registerSelector)]",
        fidelity: .approximate))
    return false
  }

  // MARK: Dequeue

  /// A cell for `identifier`: the reconfigured cell, a queued one (after `prepareForReuse()`),
  /// or a new registered one. `indexPath` is `nil` for the old `dequeueReusableCell(withIdentifier:)`,
  /// which returns `nil` instead of raising for an unregistered identifier.
  func dequeue(identifier: String, for indexPath: IndexPath?) -> (any ReusableListCell)? {
    checkDequeueContext(for: indexPath)
    if identifier.isEmpty {
      record(
        UIKitStandInViolation(
          kind: .emptyReuseIdentifier,
          reason: "unable to dequeue a cell with identifier  - must register a nib or a class for "
            + "the identifier or connect a prototype cell in a storyboard",
          fidelity: .approximate))
      return indexPath.map { _ in host.hostMakeFallbackCell(reuseIdentifier: identifier) }
    }
    if let request = cellRequest, let existing = request.reconfiguring,
      existing.reuseIdentifier == identifier, indexPath == nil || indexPath == request.indexPath
    {
      request.dequeued.insert(ObjectIdentifier(existing))
      return existing
    }
    let cell: any ReusableListCell
    if var queue = reuseQueues[identifier], !queue.isEmpty {
      cell = queue.removeFirst()
      reuseQueues[identifier] = queue
      cell.prepareForReuse()
    } else if let registration = registrations[identifier] {
      cell = makeCell(from: registration, identifier: identifier)
    } else {
      guard indexPath != nil else { return nil }
      record(unregisteredIdentifier(identifier))
      cell = host.hostMakeFallbackCell(reuseIdentifier: identifier)
    }
    cellRequest?.dequeued.insert(ObjectIdentifier(cell))
    return cell
  }

  private func unregisteredIdentifier(_ identifier: String) -> UIKitStandInViolation {
    if words.item == "row" {
      return UIKitStandInViolation(
        kind: .unregisteredReuseIdentifier,
        reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard",
        fidelity: .verbatim)
    }
    return UIKitStandInViolation(
      kind: .unregisteredReuseIdentifier,
      reason: "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
        + "\(identifier) - must register a nib or a class for the identifier or connect a "
        + "prototype cell in a storyboard",
      fidelity: .approximate)
  }

  private func checkDequeueContext(for indexPath: IndexPath?) {
    guard let request = cellRequest else {
      let collection = host.hostRequiresDequeuedCells
      record(
        UIKitStandInViolation(
          kind: .dequeueOutsideCellRequest,
          reason: collection
            ? "Expected dequeued view to be returned to the collection view in preparation for "
              + "display. When the collection view's data source is asked to provide a view for "
              + "a given index path, ensure that a single view is dequeued and returned to the "
              + "collection view. Avoid dequeuing views without a request from the collection "
              + "view."
            : "A cell was dequeued outside tableView(_:cellForRowAt:). Apple: \"Call this "
              + "method only from tableView(_:cellForRowAt:)\".",
          fidelity: .approximate, severity: collection ? .exception : .warning))
      return
    }
    if let indexPath, indexPath != request.indexPath {
      record(
        UIKitStandInViolation(
          kind: .dequeueForDifferentIndexPath,
          reason: "A cell was dequeued for index path \(BatchUpdateMessages.describe(indexPath)) "
            + "while the \(words.view) asked for \(BatchUpdateMessages.describe(request.indexPath)).",
          fidelity: .approximate, severity: .warning))
    }
  }

  private func makeCell(from registration: CellRegistration, identifier: String)
    -> any ReusableListCell
  {
    switch registration {
    case .cellClass(let cellClass):
      return host.hostMakeCell(ofClass: cellClass, reuseIdentifier: identifier)
        ?? host.hostMakeFallbackCell(reuseIdentifier: identifier)
    case .nib(let nib):
      return makeCell(from: nib, identifier: identifier)
    }
  }

  private func makeCell(from nib: UINib, identifier: String) -> any ReusableListCell {
    guard nib.standInHasContents else {
      _ = nib.standInInstantiate(recordingOn: host)
      return host.hostMakeFallbackCell(reuseIdentifier: identifier)
    }
    let objects = nib.standInInstantiate(recordingOn: host)
    guard objects.count == 1, let cell = objects.first.flatMap(host.hostCell(in:)) else {
      record(
        UIKitStandInViolation(
          kind: .nibDoesNotHoldExactlyOneCell,
          reason: "invalid nib registered for identifier (\(identifier)) - nib must contain "
            + "exactly one top level object which must be a \(words.cellClassName) instance",
          fidelity: .approximate))
      return host.hostMakeFallbackCell(reuseIdentifier: identifier)
    }
    if let nibIdentifier = cell.reuseIdentifier, nibIdentifier != identifier {
      record(
        UIKitStandInViolation(
          kind: .nibReuseIdentifierMismatch,
          reason: words.item == "row"
            ? "cell reuse indentifier in nib (\(nibIdentifier)) does not match the identifier "
              + "used to register the nib (\(identifier))"
            : "view reuse identifier in nib (\(nibIdentifier)) does not match the identifier "
              + "used to register the nib (\(identifier))",
          fidelity: .approximate))
    }
    cell.reuseIdentifier = identifier
    return cell
  }

  // MARK: Queue

  /// Takes a cell off screen: into the reuse queue when it has a reuse identifier, else away.
  func enqueue(_ cell: any ReusableListCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reuseQueues[identifier, default: []].append(cell)
  }

  func queuedCellCount(withIdentifier identifier: String) -> Int {
    reuseQueues[identifier]?.count ?? 0
  }
}
