@_spi(Surfaces) public import Tabula

/// What the surfaces of a table view, an outline view and a collection view share, decided
/// without AppKit: the data source, cell views, type-to-select, the Delete key, the edit mode
/// a Mac list does without, and the selection, told to the data source by identity.
///
/// ``TableSurface``, ``OutlineSurface`` and ``CollectionSurface`` add what only their view has: how its rows are
/// numbered or named, and how each batch reaches it. Each overrides the members marked so
/// below; on its own, this class drives no view.
@_spi(AppKitUpdates)
@MainActor
public class ListViewSurface {
  /// The data source.
  public weak var client: (any ListSurfaceClient)?
  /// The text type-to-select matches for the item at a position; `nil` leaves a row out.
  public var typeSelectText: (@MainActor (ItemPath) -> String?)?
  /// Deletes the selected items as one undoable step (the data source's `deleteSelection()`).
  public var deleteSelection: (@MainActor () -> Void)?
  /// Runs the primary action for the item at a position, which the user double-clicked;
  /// `nil` leaves double-clicks to the view.
  public var primaryAction: (@MainActor (ItemPath) -> Void)?
  /// Runs the row action for the item at a position, whose row the user clicked once; `nil`
  /// leaves clicks to the view, where they select.
  public var rowAction: (@MainActor (ItemPath) -> Void)?
  /// Runs when the user stops scrolling, once the updates held back meanwhile are applied:
  /// where a declarative list reads the item at the top.
  public var didEndUserScrolling: (@MainActor () -> Void)?
  /// Whether the surface itself updates the view (reloads, applies a batch, expands or
  /// selects): what the view then reports is not the user's.
  public private(set) var isUpdatingView = false
  /// The selected rows the data source knows of, by identifier, as they were when last read.
  private(set) var knownSelection: [AnyHashable: ItemPath] = [:]

  init() {}

  // MARK: What each view's surface overrides

  /// The view attached, as far as both views share it; `nil` for none.
  var viewHost: (any ListViewHosting)? { nil }

  /// The scroll view around the view, as far as both views share it; `nil` for none.
  var scroller: (any ListViewScrolling)? { nil }

  /// The position of the item a row shows; `nil` for a group row or no row.
  func itemPath(ofShownRow row: Int) -> ItemPath? { nil }

  /// The row that shows the item at a position; `nil` if none does.
  func shownRow(of path: ItemPath) -> Int? { nil }

  /// The positions of the items whose rows the view shows selected, in row order.
  public var selectedItemPaths: [ItemPath] { [] }

  /// Adds the row of an item to the view's selection, or removes it from it.
  ///
  /// - Parameters:
  ///   - selected: Whether the row is to be selected.
  ///   - path: The position of the item.
  ///   - id: Its identifier, if known.
  /// - Returns: Whether the view shows the row, and was told.
  func setViewSelection(_ selected: Bool, ofItemAt path: ItemPath, id: AnyHashable?) -> Bool {
    false
  }

  /// The rows the view shows selected, by identifier, with their positions.
  func shownSelection() -> [AnyHashable: ItemPath] {
    var selection: [AnyHashable: ItemPath] = [:]
    for path in selectedItemPaths {
      if let id = client?.shownItemID(at: path) { selection[id] = path }
    }
    return selection
  }

  // MARK: ListSurface

  /// Whether a view is attached: without one, the data source does not call the surface.
  public var isDisplayingList: Bool { viewHost != nil }

  /// A list on the Mac has no edit mode: where the list allows several selected rows, the
  /// user adds and removes rows by clicking with ⌘ or ⇧ at any time, as UIKit's edit mode does.
  public var isEditing: Bool { client?.allowsMultipleSelection ?? false }

  /// Registers a cell registration's views with the view.
  public func registerCell(_ registration: AnyCellRegistration) {
    viewHost?.registerCellView(registration)
  }

  /// A cell view for an item, made or reused by the view.
  public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
    -> AnyObject
  {
    viewHost?.makeCellView(reuseIdentifier: reuseIdentifier, for: path) ?? NoListView()
  }

  // MARK: Internal

  /// Runs an update of the view that is not the user's.
  func updatingView(_ change: () -> Void) {
    let outer = isUpdatingView
    isUpdatingView = true
    change()
    isUpdatingView = outer
  }

  /// Reads the rows the view shows selected, by identifier.
  func readSelection() {
    knownSelection = shownSelection()
  }

  /// The data source's actions for the item at a position; none for no item.
  func actions(_ placement: SurfaceItemAction.Placement, forItemAt path: ItemPath?)
    -> [SurfaceItemAction]
  {
    guard let path, let client else { return [] }
    return client.actions(placement, forItemAt: path) ?? []
  }

  /// The text type-to-select matches for the item at a position; `nil` for no item.
  func typeSelectString(forItemAt path: ItemPath?) -> String? {
    path.flatMap { typeSelectText?($0) }
  }
}

/// The object a surface without a view hands out for a cell: no registration's cell, so the
/// data source reports that it could not configure it.
final class NoListView {}
