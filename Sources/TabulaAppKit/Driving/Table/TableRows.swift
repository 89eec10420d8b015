@_spi(Surfaces) public import Tabula

/// The rows a table shows of a list, and how each batch of the list's data source reaches the
/// table: the part of a table surface that is not AppKit.
///
/// The table's rows are the list's sections one after another, each header a group row
/// (``RowLayout``). A batch is switched in, read in rows and told one call at a time: item
/// edits alone as removed and inserted rows (``TableItemEdits``), any other batch through
/// ``RowChanges`` and ``TableViewUpdate``.
@_spi(AppKitUpdates)
@MainActor
public final class TableRows {
  /// The rows the table shows.
  public private(set) var layout = RowLayout(sections: [])

  /// Creates the rows of a table that shows nothing yet.
  public init() {}

  /// Reloads the table: reads the rows the data source shows and hands them to the view.
  ///
  /// - Parameters:
  ///   - view: The table.
  ///   - client: The data source.
  public func reload(_ view: any TableUpdating, showing client: any ListSurfaceClient) {
    layout = RowLayout(showing: client)
    view.reloadData()
  }

  /// Applies one batch: switches the data source to its new state, then tells the table each
  /// change, one call at a time, and configures the views of the rows the batch reconfigures
  /// in place. A batch that does not fit the rows shown reloads the table.
  ///
  /// A batch that deletes, inserts or reconfigures items and does nothing else
  /// (``TableItemEdits``) is told in at most two calls; any other one through ``RowChanges``
  /// and ``TableViewUpdate``.
  ///
  /// The table is an existential, not a generic parameter: its callers hold one, so a generic
  /// body never ran specialized, and the optimizer handled its values through their witnesses.
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - view: The table.
  ///   - client: The data source.
  ///   - updateData: Switches the data source to the state after the batch.
  /// - Returns: `true` if the table was told the batch call by call, `false` if it was reloaded.
  /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes, plus the rows of
  ///   moved sections, whatever the number of rows. For a batch that changes items only, the
  ///   data source is asked for each section's header and footer, not its count
  ///   (``TableItemEdits/edits(of:in:edges:)``,
  ///   ``RowLayout/init(afterItemChangesIn:from:showing:)``).
  @discardableResult
  public func perform(
    _ batch: BatchUpdate, on view: any TableUpdating, client: any ListSurfaceClient,
    updateData: () -> Void
  ) -> Bool {
    updateData()
    if let edits = TableItemEdits.edits(
      of: batch, in: &layout, edges: { client.titlesShown(inSection: $0) })
    {
      view.beginUpdates()
      if !edits.removed.isEmpty { view.removeRows(edits.removed.ranges) }
      if !edits.inserted.isEmpty { view.insertRows(edits.inserted.ranges) }
      view.endUpdates()
      for row in edits.reconfigured { view.reconfigureRow(row) }
      return true
    }
    let old = layout
    let derived = RowLayout(afterItemChangesIn: batch, from: old, showing: client)
    let new = derived ?? RowLayout(showing: client)
    layout = new
    guard let changes = RowChanges(batch: batch, from: old, to: new) else {
      view.reloadData()
      return false
    }
    let update = TableViewUpdate(changes)
    view.beginUpdates()
    for step in update.steps {
      switch step {
      case .removeRows(let rows): view.removeRows(rows)
      case .moveRow(let from, let to): view.moveRow(at: from, to: to)
      case .insertRows(let rows): view.insertRows(rows)
      }
    }
    view.endUpdates()
    for row in update.reconfiguredRows { view.reconfigureRow(row) }
    return true
  }
}
