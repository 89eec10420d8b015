@_spi(Surfaces) public import Tabula

// MARK: - HeadlessListView + ListSurface

extension HeadlessListView {
  /// Registers a cell under its reuse identifier; a later registration under the same
  /// identifier replaces it, as in UIKit.
  ///
  /// - Parameter registration: The cell's identifier, class and nib.
  public func registerCell(_ registration: AnyCellRegistration) {
    reuse.register(registration)
  }

  /// A cell registered under `reuseIdentifier`: the cell being reconfigured, a queued cell,
  /// or a new one. An unregistered identifier is recorded as a problem, as UIKit raises; a
  /// registered class the view cannot create is recorded once, naming the class and the line
  /// that lets the view create it.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier the cell was registered under.
  ///   - path: The position the cell is for.
  /// - Returns: The cell; a placeholder if none could be made.
  public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
    -> AnyObject
  {
    switch reuse.dequeue(reuseIdentifier) {
    case .cell(let cell):
      unmadeCells.remove(path)
      return cell
    case .unregistered:
      record(
        .unregisteredIdentifier(reuseIdentifier),
        "unable to dequeue a cell with identifier \(reuseIdentifier) - must register a nib or "
          + "a class for the identifier or connect a prototype cell in a storyboard")
    case .cannotMake(let registration):
      if unmakeableIdentifiers.insert(reuseIdentifier).inserted {
        record(.cannotMakeCell(reuseIdentifier), Self.cannotMakeMessage(registration))
      }
    }
    unmadeCells.insert(path)
    return UnregisteredCell()
  }

  /// Whether the view handed out a placeholder the last time a cell was dequeued for `path`,
  /// and recorded why in ``problems``: the data source then reports no mismatch of its own.
  ///
  /// - Parameter path: The position the cell was dequeued for.
  /// - Returns: `true` after an unregistered identifier or a class the view cannot create.
  @_spi(Surfaces) public func couldNotMakeCell(for path: ItemPath) -> Bool {
    unmadeCells.contains(path)
  }

  /// Forgets every count and cell and asks the data source again.
  public func reloadData() {
    if isInBatch { record(.nestedUpdate, "reloadData() called inside a batch update") }
    updateCounts.reloads += 1
    loadFromDataSource()
  }

  /// Applies one batch as `UITableView.performBatchUpdates` does: old counts before
  /// `updateData`, the data source's counts after it, the batch checked against both, rows
  /// moved as the batch says, then every row checked against the data source.
  ///
  /// - Parameters:
  ///   - batch: The changes, in UIKit's index spaces.
  ///   - updateData: Switches the data source to the state after the batch.
  ///   - completion: Called when the update is done, at once or at ``finishAnimations()``.
  public func performBatchUpdates(
    _ batch: BatchUpdate,
    updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    if isInBatch { record(.nestedUpdate, "performBatchUpdates called inside a batch update") }
    // UIKit reads the counts it does not have yet before the update begins.
    layoutIfNeeded()
    updateCounts.batches += 1
    let before = counts
    isInBatch = true
    updateData()
    isInBatch = false
    let after = currentDataSourceCounts()
    let violations = BatchValidator.violations(
      of: batch, before: before, after: after, surface: surfaceKind)
    if violations.isEmpty,
      let arrangement = RowArrangement(after: batch, oldCounts: before, newCounts: after)
    {
      rows = arrangement.rows(from: rows)
      refreshRows()
      checkRows()
    } else {
      for violation in violations { record(.invalidBatch(violation), violation.message) }
      loadFromDataSource()
    }
    let succeeded = violations.isEmpty
    let finished: @MainActor () -> Void = { completion(succeeded) }
    if completesUpdatesImmediately { finished() } else { pendingCompletions.append(finished) }
  }
}

/// What ``HeadlessListView`` hands out when it cannot make the cell asked for.
final class UnregisteredCell {}

// MARK: - HeadlessListView + Cell creation

extension HeadlessListView {
  /// Makes a cell of a registered class, as UIKit creates one: a
  /// ``HeadlessConstructibleCell`` with `init()`; on Apple platforms, a `UITableViewCell` or
  /// `UICollectionViewCell` subclass with the initializer UIKit calls. Anything else cannot
  /// be made: Swift creates an instance of a class known only at run time through a
  /// `required` or protocol initializer alone.
  ///
  /// - Parameter registration: The cell's identifier and class.
  /// - Returns: The cell, or `nil` if the class cannot be created.
  public static func makeRegisteredCell(_ registration: AnyCellRegistration) -> AnyObject? {
    if let constructible = registration.cellClass as? any HeadlessConstructibleCell.Type {
      return constructible.init()
    }
    return makeUIKitCell(registration)
  }

  /// Why a registered class could not be made, and the line that fixes it.
  static func cannotMakeMessage(_ registration: AnyCellRegistration) -> String {
    let name = String(describing: registration.cellClass)
    return "HeadlessListView cannot create \(String(reflecting: registration.cellClass)), "
      + "registered as \(registration.reuseIdentifier): Swift creates a class it knows only "
      + "at run time through a protocol's initializer. Conform the cell to "
      + "HeadlessConstructibleCell (`extension \(name): HeadlessConstructibleCell {}` in the "
      + "tests, for a cell with an init()), or pass makeCell to HeadlessListView.init"
  }
}
