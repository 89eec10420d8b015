// MARK: - CellRegistration

/// What a reuse identifier was registered with.
enum CellRegistration {
  case cellClass(AnyClass)
  case nib(UINib)
}

/// One request of the view for a cell: the data source is inside `cellForRowAt`.
@MainActor final class CellRequest {
  let indexPath: IndexPath
  /// The cell being reconfigured, which a dequeue returns as is.
  let reconfiguring: (any ReusableListCell)?
  /// The cells dequeued while the request ran.
  var dequeued: Set<ObjectIdentifier> = []

  init(indexPath: IndexPath, reconfiguring: (any ReusableListCell)?) {
    self.indexPath = indexPath
    self.reconfiguring = reconfiguring
  }
}
