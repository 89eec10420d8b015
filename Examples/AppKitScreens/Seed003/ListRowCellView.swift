#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula

/// The cell view a table of mixed rows registers: it shows each `ListRow` in a cell view of
/// the row's own type, made from the row's registration, inside itself.
///
/// `TableViewAdapter` registers one cell view class per table, and `ListRow`s bring a cell type
/// each. This view is that one class: the table reuses it as any cell view, and it keeps one
/// view per cell type the rows it showed needed (a text row's ``TextFieldCellView``, a date
/// row's ``DateFieldCellView``), shows the one of the row, and has the row configure it. The
/// row checks the type: a row made with `ListRow(id:cell:item:)` was compiled with an item its
/// cell takes, so no code names a cell type where rows are shown.
///
/// ```swift
/// let registration = CellRegistration<ListRowCellView, ListRow<String>> { cell, path, row in
///   cell.show(row, at: path)
/// }
/// ```
package final class ListRowCellView: NSTableCellView {
  /// The cell views made so far, one per cell type, by the registrations' reuse identifiers.
  private var cellViews: [String: NSView] = [:]

  /// The cell view of the row shown, if any.
  package private(set) var rowView: NSView?

  /// Shows a row in a cell view of its own type: the one this view made for an earlier row of
  /// that type, else a new one of the registration's class.
  ///
  /// A registration whose class is no view (a UIKit cell's) shows nothing, and neither does a
  /// nib's: the form's cell views are made in code.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - path: The row's position.
  package func show(_ row: ListRow<some Hashable & Sendable>, at path: ItemPath) {
    guard let cellView = cellView(for: row.registration) else {
      return place(nil)
    }
    place(cellView)
    row.configure(cellView, at: path)
  }

  /// The cell view of a registration: the one made before, else a new one of its class;
  /// `nil` for a class that is no view, or a cell loaded from a nib.
  ///
  /// - Parameter registration: The row's registration.
  /// - Returns: The cell view.
  private func cellView(for registration: AnyCellRegistration) -> NSView? {
    if let made = cellViews[registration.reuseIdentifier] { return made }
    guard registration.nibName == nil, let viewClass = registration.cellClass as? NSView.Type
    else { return nil }
    let made = viewClass.init(frame: bounds)
    made.identifier = NSUserInterfaceItemIdentifier(registration.reuseIdentifier)
    made.translatesAutoresizingMaskIntoConstraints = false
    cellViews[registration.reuseIdentifier] = made
    return made
  }

  /// Puts a cell view in place of the one shown, filling this view; `nil` empties it.
  ///
  /// - Parameter cellView: The cell view to show.
  private func place(_ cellView: NSView?) {
    guard cellView !== rowView else { return }
    rowView?.removeFromSuperview()
    rowView = cellView
    // The row's title is this view's, for type-to-select and accessibility.
    textField = (cellView as? NSTableCellView)?.textField
    guard let cellView else { return }
    addSubview(cellView)
    NSLayoutConstraint.activate([
      cellView.leadingAnchor.constraint(equalTo: leadingAnchor),
      cellView.trailingAnchor.constraint(equalTo: trailingAnchor),
      cellView.topAnchor.constraint(equalTo: topAnchor),
      cellView.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }
}
#endif
