@_spi(Surfaces) public import Tabula

/// The list surface of a table view: what rows it shows, which view and which group row each
/// one is, and how each batch reaches it, decided without AppKit.
///
/// TabulaAppKit's table adapter answers `NSTableViewDataSource` and `NSTableViewDelegate`
/// from it and hands it the table view as a ``TableViewHosting``; tests hand it a model.
/// Rows are the list's sections one after another, each section with a header title led by a
/// group row and each with a footer title closed by a footer row (``RowLayout``). What it
/// shares with the outline view's surface is ``ListViewSurface``'s.
@_spi(AppKitUpdates)
@MainActor
public final class TableSurface: ListViewSurface, ListSurface {
  /// The table view.
  public weak var view: (any TableViewHosting)?
  /// The rows shown and how batches reach them.
  public let rows = TableRows()
  /// The drag of the table's own rows under way, if any.
  var drag = ListDrag<TableDrop>()

  /// The table view's scroll view, which keeps the user's place across updates.
  public weak var scrolling: (any ListViewScrolling)?

  /// Creates the surface of a table view.
  public override init() {}

  override var viewHost: (any ListViewHosting)? { view }
  override var scroller: (any ListViewScrolling)? { scrolling }
  override func itemPath(ofShownRow row: Int) -> ItemPath? { itemPath(atRow: row) }
  override func shownRow(of path: ItemPath) -> Int? { row(of: path) }

  // MARK: ListSurface

  /// Shows the data source's rows anew (`reloadData()`).
  public func reloadData() {
    guard let client, let view else { return }
    updatingView { rows.reload(view, showing: client) }
    readSelection()
  }

  /// Applies a batch of the data source, one call at a time, then reads the selection again.
  public func performBatchUpdates(
    _ batch: BatchUpdate, updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    guard let client, let view else {
      updateData()
      return completion(true)
    }
    updatingView { rows.perform(batch, on: view, client: client, updateData: updateData) }
    readSelection()
    completion(true)
  }

  // MARK: Selection

  /// The positions of the items whose rows the view shows selected, in row order.
  public override var selectedItemPaths: [ItemPath] {
    view?.selectedRows.compactMap(itemPath(atRow:)) ?? []
  }

  override func setViewSelection(_ selected: Bool, ofItemAt path: ItemPath, id: AnyHashable?)
    -> Bool
  {
    guard let view, let row = row(of: path) else { return false }
    if selected { view.selectRow(row) } else { view.deselectRow(row) }
    return true
  }

  // MARK: Rows

  /// The number of rows, group rows included (`numberOfRows(in:)`).
  public var numberOfRows: Int { rows.layout.rowCount }

  /// The position of the item a row shows; `nil` for a group row, a footer row or past the
  /// last row.
  ///
  /// - Parameter row: A row.
  /// - Returns: The position.
  /// - Complexity: O(log *s*) for *s* sections.
  public func itemPath(atRow row: Int) -> ItemPath? {
    guard case .item(let path) = rows.layout.content(ofRow: row) else { return nil }
    return path
  }

  /// The row of the item at a position; `nil` if the table shows no such item.
  ///
  /// - Parameter path: The position of an item.
  /// - Returns: Its row.
  public func row(of path: ItemPath) -> Int? {
    guard rows.layout.contains(path) else { return nil }
    return rows.layout.row(of: path)
  }

  /// Whether a row is a section's header (`tableView(_:isGroupRow:)`).
  public func isGroupRow(_ row: Int) -> Bool {
    if case .header = rows.layout.content(ofRow: row) { return true }
    return false
  }

  /// The index of the section whose header a row is; `nil` for an item's row.
  public func headerSection(ofRow row: Int) -> Int? {
    guard case .header(let section) = rows.layout.content(ofRow: row) else { return nil }
    return section
  }

  /// The title a group row shows; `nil` for an item's row.
  public func headerTitle(ofRow row: Int) -> String? {
    guard case .header(let section) = rows.layout.content(ofRow: row) else { return nil }
    return client?.headerTitle(inSection: section)
  }

  /// The index of the section whose footer a row is; `nil` for any other row.
  public func footerSection(ofRow row: Int) -> Int? {
    guard case .footer(let section) = rows.layout.content(ofRow: row) else { return nil }
    return section
  }

  /// The title a footer row shows; `nil` for any other row.
  public func footerTitle(ofRow row: Int) -> String? {
    guard case .footer(let section) = rows.layout.content(ofRow: row) else { return nil }
    return client?.footerTitle(inSection: section)
  }

  /// The configured view of an item's row (`tableView(_:viewFor:row:)`); `nil` for a group
  /// row or a footer row, whose views the adapter makes from ``headerTitle(ofRow:)`` and
  /// ``footerTitle(ofRow:)``.
  public func cellView(forRow row: Int) -> AnyObject? {
    guard let path = itemPath(atRow: row), let client else { return nil }
    return client.cell(for: self, at: path)
  }

  /// Whether the user may select a row (`tableView(_:shouldSelectRow:)`): items may, group
  /// rows and footer rows may not.
  public func canSelectRow(_ row: Int) -> Bool { itemPath(atRow: row) != nil }

  /// The text type-to-select matches for a row (`tableView(_:typeSelectStringFor:row:)`):
  /// ``ListViewSurface/typeSelectText`` for an item's row, `nil` for a group row or a footer
  /// row, so typing never lands on either.
  public func typeSelectString(forRow row: Int) -> String? {
    typeSelectString(forItemAt: itemPath(atRow: row))
  }
}
