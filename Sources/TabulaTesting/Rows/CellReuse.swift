@_spi(Surfaces) package import Tabula

/// The cells of a surface that keeps its rows in memory, registered and reused as UIKit
/// reuses them: the one reuse model of the headless view and the terminal list.
///
/// A cell leaves its row when the row leaves the visible window, waits in the queue of its
/// reuse identifier, and is handed out again before a new one is made. A row being
/// reconfigured gets its own cell back.
@MainActor
package final class CellReuse {
  /// What dequeuing an identifier gave.
  package enum Dequeued {
    /// A cell: reused, or new.
    case cell(AnyObject)
    /// No registration has this identifier.
    case unregistered
    /// The registration's cell could not be made.
    case cannotMake(AnyCellRegistration)
  }

  /// How many cells have been made; reuse keeps this near the visible window's size.
  package private(set) var cellsCreated = 0

  private var registrations: [String: AnyCellRegistration] = [:]
  private var queues: [String: [AnyObject]] = [:]
  private var identifiers: [ObjectIdentifier: String] = [:]
  private var cellForReconfiguration: AnyObject?
  private let makeCell: @MainActor (AnyCellRegistration) -> AnyObject?
  private let prepareForReuse: @MainActor (AnyObject) -> Void

  /// Creates an empty reuse model.
  ///
  /// - Parameters:
  ///   - makeCell: Makes a new cell for a registration, or `nil` if it cannot.
  ///   - prepareForReuse: Called on a cell as it goes back in its queue.
  package init(
    makeCell: @escaping @MainActor (AnyCellRegistration) -> AnyObject?,
    prepareForReuse: @escaping @MainActor (AnyObject) -> Void
  ) {
    self.makeCell = makeCell
    self.prepareForReuse = prepareForReuse
  }

  /// Registers a cell under its reuse identifier; a later registration under the same
  /// identifier replaces it, as in UIKit.
  ///
  /// - Parameter registration: The cell's identifier, class and nib.
  package func register(_ registration: AnyCellRegistration) {
    registrations[registration.reuseIdentifier] = registration
  }

  /// A cell registered under `identifier`: the cell being reconfigured, a queued cell, or a
  /// new one.
  ///
  /// - Parameter identifier: The identifier the cell was registered under.
  /// - Returns: The cell, or why there is none.
  package func dequeue(_ identifier: String) -> Dequeued {
    if let cell = cellForReconfiguration, identifiers[ObjectIdentifier(cell)] == identifier {
      return .cell(cell)
    }
    if let cell = queues[identifier]?.popLast() { return .cell(cell) }
    guard let registration = registrations[identifier] else { return .unregistered }
    guard let cell = makeCell(registration) else { return .cannotMake(registration) }
    cellsCreated += 1
    identifiers[ObjectIdentifier(cell)] = identifier
    return .cell(cell)
  }

  /// Puts a cell back in the queue of its identifier; a cell this model did not make is
  /// dropped.
  ///
  /// - Parameter cell: The cell, if any.
  package func enqueue(_ cell: AnyObject?) {
    guard let cell, let identifier = identifiers[ObjectIdentifier(cell)] else { return }
    prepareForReuse(cell)
    queues[identifier, default: []].append(cell)
  }

  /// Brings one row up to date: a row out of the window gives its cell back; a visible row
  /// that needs a new cell, or has none, gets one from `makeCell`; a reconfigured row gets
  /// its own cell configured again.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - isVisible: Whether the row is in the visible window.
  ///   - makeCell: Asks the data source for the row's configured cell.
  package func refresh<Row: SurfaceRow>(
    _ row: inout Row, isVisible: Bool, makeCell: () -> AnyObject?
  ) {
    if !isVisible {
      enqueue(row.cell)
      row.cell = nil
    } else if row.needsNewCell || row.cell == nil {
      enqueue(row.cell)
      row.cell = makeCell()
    } else if row.needsConfiguration, let cell = row.cell {
      cellForReconfiguration = cell
      let configured = makeCell()
      cellForReconfiguration = nil
      if configured !== cell { enqueue(cell) }
      row.cell = configured
    }
    row.needsNewCell = false
    row.needsConfiguration = false
  }
}
