// MARK: - SupplementaryViews + Reuse

extension SupplementaryViews {
  // MARK: Registration

  func register(_ registration: CellRegistration?, kind: String, identifier: String) {
    guard !identifier.isEmpty else {
      record(
        UIKitStandInViolation(
          kind: .emptyReuseIdentifier, exceptionName: "NSInvalidArgumentException",
          reason: "must pass a valid reuse identifier to -[UICollectionView "
            + "registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]",
          fidelity: .approximate))
      return
    }
    if case .cellClass(let viewClass) = registration,
      !(viewClass is UICollectionReusableView.Type)
    {
      record(
        UIKitStandInViolation(
          kind: .registeredClassIsNotACell, exceptionName: "NSInvalidArgumentException",
          reason: "must pass a class of kind UICollectionReusableView", fidelity: .approximate))
      return
    }
    registrations[SupplementaryReuseKey(kind: kind, identifier: identifier)] = registration
  }

  // MARK: Dequeue

  /// A queued view (after `prepareForReuse()`) or a new registered one; an unregistered kind
  /// and identifier is UIKit's exception, after which the stand-in hands out a plain view.
  func dequeue(kind: String, identifier: String, for indexPath: IndexPath)
    -> UICollectionReusableView
  {
    let reuseKey = SupplementaryReuseKey(kind: kind, identifier: identifier)
    if request == nil {
      record(
        UIKitStandInViolation(
          kind: .dequeueOutsideCellRequest,
          reason: "Expected dequeued view to be returned to the collection view in preparation "
            + "for display. When the collection view's data source is asked to provide a view "
            + "for a given index path, ensure that a single view is dequeued and returned to "
            + "the collection view. Avoid dequeuing views without a request from the "
            + "collection view.",
          fidelity: .approximate))
    }
    let view: UICollectionReusableView
    if var queue = queues[reuseKey], !queue.isEmpty {
      view = queue.removeFirst()
      queues[reuseKey] = queue
      view.prepareForReuse()
    } else if let registration = registrations[reuseKey] {
      view = makeView(from: registration, identifier: identifier)
    } else {
      record(
        UIKitStandInViolation(
          kind: .unregisteredSupplementaryView,
          reason: "could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
            + "must register a nib or a class for the identifier or connect a prototype cell "
            + "in a storyboard",
          fidelity: .verbatim))
      view = UICollectionReusableView(frame: .zero)
      request?.dequeued.insert(ObjectIdentifier(view))
      return view
    }
    if let request, request.key == SupplementaryKey(kind: kind, indexPath: indexPath) {
      request.dequeued.insert(ObjectIdentifier(view))
    }
    return view
  }

  private func makeView(from registration: CellRegistration, identifier: String)
    -> UICollectionReusableView
  {
    let view: UICollectionReusableView
    switch registration {
    case .cellClass(let viewClass):
      view = (viewClass as? UICollectionReusableView.Type)?.init() ?? UICollectionReusableView()
    case .nib(let nib):
      let objects = nib.standInInstantiate(recordingOn: host)
      if objects.count == 1, let loaded = objects.first as? UICollectionReusableView {
        view = loaded
      } else {
        if nib.standInHasContents {
          record(
            UIKitStandInViolation(
              kind: .nibDoesNotHoldExactlyOneCell,
              reason: "invalid nib registered for identifier (\(identifier)) - nib must contain "
                + "exactly one top level object which must be a UICollectionReusableView "
                + "instance",
              fidelity: .approximate))
        }
        view = UICollectionReusableView()
      }
    }
    view.reuseIdentifier = identifier
    return view
  }

  func queuedViewCount(kind: String, identifier: String) -> Int {
    queues[SupplementaryReuseKey(kind: kind, identifier: identifier)]?.count ?? 0
  }
}
