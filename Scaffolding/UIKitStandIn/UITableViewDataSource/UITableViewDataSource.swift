// MARK: - UITableViewDataSource

/// The methods a table view calls to get its data and cells, and to commit edits.
///
/// UIKit's optional requirements cannot be `optional` without Objective-C interop; they are
/// ordinary requirements with the defaults below (UIKit's behaviour when a method is absent).
/// The defaults of `tableView(_:commit:forRowAt:)` and `tableView(_:moveRowAt:to:)` tell the
/// table view they were reached, which stands in for `respondsToSelector:` returning false: a
/// swipe-delete or a reorder then does nothing, as on iOS.
///
/// Dispatch caveat: a class's conformance fixes its witnesses. A subclass that adds one of
/// these methods, when its superclass used the default, is never called through the protocol
/// (on iOS it would be). Implement them in the conforming class, or make them `open` there.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for the row at `indexPath`; dequeue it with
  /// `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// The number of sections; 1 when not implemented.
  func numberOfSections(in tableView: UITableView) -> Int

  /// The title of the header of `section`; `nil` when not implemented.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// The title of the footer of `section`; `nil` when not implemented.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

  /// Whether the row at `indexPath` can be edited; `true` when not implemented.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// Whether the row at `indexPath` can be moved; when not implemented, rows show a reorder
  /// control exactly when `tableView(_:moveRowAt:to:)` is implemented.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// The titles of the section index; `nil` (no index) when not implemented.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?

  /// The section a section-index title jumps to; `index` when not implemented.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int

  /// Commits an insertion or a deletion the user asked for. Not implementing it disables
  /// swipe-to-delete.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)

  /// Moves a row in the model after the user reordered it; the table has already moved it.
  /// Not implementing it disables reordering.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Every row is editable.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Every row is movable (reordering still requires `tableView(_:moveRowAt:to:)`).
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// No section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The section at `index`.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  /// Not implemented: tells the table view, which then behaves as UIKit does when
  /// `respondsToSelector:` is false.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    tableView.engine.noteUnimplementedOptionalReached()
  }

  /// Not implemented: tells the table view, which then behaves as UIKit does when
  /// `respondsToSelector:` is false.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    tableView.engine.noteUnimplementedOptionalReached()
  }
}
