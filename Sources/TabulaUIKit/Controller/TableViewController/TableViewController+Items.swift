#if canImport(UIKit)
public import Tabula
internal import UIKit

// MARK: - TableViewController + Items

extension TableViewController where Section == ListSection {
  /// Creates a controller that shows items in one section, in standard cells (seed 000).
  ///
  /// The items go into an `EditableList`, so the behaviour can let the user delete and move
  /// them with undo.
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - behavior: What the list lets the user do; nothing by default.
  ///   - appearance: What the list looks like.
  ///   - diagnostics: Where to report what the data source recovered from.
  /// - Throws: `SnapshotError.duplicateIdentifiers` naming every
  ///   repeated identifier.
  public convenience init(
    items: [Item],
    behavior: ListBehavior<Item> = ListBehavior(),
    appearance: ListAppearance<Item> = ListAppearance(),
    diagnostics: ListDiagnostic.Handler = .print
  ) throws(SnapshotError<String, Item.ID>) {
    let list = EditableList(try Self.snapshot(of: items))
    self.init(provider: list, behavior: behavior, appearance: appearance, diagnostics: diagnostics)
    itemsList = list
  }

  /// The items shown, in order.
  public var items: [Item] { itemsList?.snapshot.items ?? dataSource?.snapshot.items ?? [] }

  /// Shows new items, animating the difference from the items shown (seed 000's `data`,
  /// without the `reloadData()`); the undo history starts again.
  ///
  /// - Parameter items: The new items, in order.
  /// - Throws: `SnapshotError.duplicateIdentifiers` naming every
  ///   repeated identifier; then nothing changes.
  /// - Precondition: The controller was made with `items:`; a controller made with a
  ///   provider shows new data when its provider changes.
  public func setItems(_ items: [Item]) throws(SnapshotError<String, Item.ID>) {
    guard let itemsList else {
      preconditionFailure(
        "setItems(_:) needs a controller made with init(items:behavior:appearance:diagnostics:)")
    }
    itemsList.replace(with: try Self.snapshot(of: items))
    scrollToTopIfWanted()
  }

  private static func snapshot(of items: [Item]) throws(SnapshotError<String, Item.ID>)
    -> Snapshot<ListSection, Item>
  {
    try Snapshot(sections: [SnapshotSection(ListSection(id: "items"), items: items)])
  }
}
#endif
