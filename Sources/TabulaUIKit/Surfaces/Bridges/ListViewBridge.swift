#if canImport(UIKit)
@_spi(Surfaces) package import Tabula
package import UIKit

/// What the data source and delegate of a table view and of a collection view share: the list
/// they show, and every answer and user action that is the same for both views.
///
/// You rarely make one yourself: `ListDataSource(surface: view, ...)` installs a
/// `TableViewBridge` or a `CollectionViewBridge` as the view's data source and delegate, and
/// keeps it alive. Each of those implements its view's UIKit methods in its own class body,
/// so UIKit finds them on every platform (see "How the UIKit layer is verified" in
/// CONTRIBUTING.md), and hands each one here in a line.
@MainActor
package class ListViewBridge: NSObject {
  /// The list the view shows; held weakly, as UIKit holds its data source.
  package internal(set) weak var source: (any ListSurfaceClient)?

  /// Called when the user starts selecting rows with a two-finger pan, which turns the view's
  /// editing mode on; a view controller turns its own on with it.
  package var multipleSelectionDidBegin: (@MainActor () -> Void)?

  /// Called as the list scrolls (a hosted list writes the item at its top).
  package var didScroll: (@MainActor () -> Void)?

  #if !os(tvOS)
  /// Makes the menu for the items a long press acts on (several in a multiple selection), in
  /// place of the behaviour's menu of one item: a hosted list's view's menu.
  package var contextMenuForItems: (@MainActor ([IndexPath]) -> UIContextMenuConfiguration?)?
  #endif

  /// The rows of the drag lifted from the view, as the view showed them at the lift; empty
  /// when no drag runs.
  var draggedIndexPaths: [IndexPath] = []

  // MARK: Lifecycle

  /// Makes a bridge to a list; the view it is installed in holds it weakly.
  ///
  /// - Parameter source: The list the view shows.
  init(source: any ListSurfaceClient) {
    self.source = source
    super.init()
  }

  // MARK: Counts and cells

  /// The number of sections in the list.
  var numberOfSections: Int { source?.numberOfSections ?? 0 }

  /// The number of items in a section of the list.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: Its number of items; zero if there is no such section.
  func numberOfItems(inSection section: Int) -> Int {
    source?.numberOfItems(inSectionAt: section) ?? 0
  }

  /// The list's configured cell for an item, drawn as a row of an outline if the list is
  /// one, or the view's empty placeholder cell if the list could not make one (the list has
  /// reported why).
  ///
  /// - Parameters:
  ///   - view: The view asking.
  ///   - indexPath: The item.
  /// - Returns: The cell.
  func cell<View: ListView>(in view: View, at indexPath: IndexPath) -> View.Cell {
    if let cell = source?.cell(for: view, at: ItemPath(indexPath)) as? View.Cell {
      showOutlineRow(on: cell, in: view, at: indexPath)
      return cell
    }
    return view.reusableCell(withIdentifier: View.placeholder.reuseIdentifier, for: indexPath)
  }

  /// Tells the list that the view is about to show an item, so a provider that loads as the
  /// user scrolls can load more.
  ///
  /// - Parameter indexPath: The item.
  func willDisplayItem(at indexPath: IndexPath) {
    source?.willDisplayItem(at: ItemPath(indexPath))
  }

  /// The user's scroll ended: the list runs the updates it held back meanwhile.
  func scrollingDidEnd() {
    source?.userDidEndScrolling()
  }

  // MARK: User actions

  /// Whether the list lets the user move an item.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: `true` if it can be moved.
  func canMoveItem(at indexPath: IndexPath) -> Bool {
    source?.canMoveItem(at: ItemPath(indexPath)) ?? false
  }

  /// Hands a move the view already made to the list, which updates its data without moving
  /// the item again.
  ///
  /// - Parameters:
  ///   - sourceIndexPath: Where the item was.
  ///   - destinationIndexPath: Where the user dropped it.
  func moveItem(at sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    source?.userDidMoveItem(from: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath))
  }

  /// Tells the list which items the view is likely to show soon.
  ///
  /// - Parameter indexPaths: The items, nearest to the visible ones first.
  func prefetchItems(at indexPaths: [IndexPath]) {
    source?.prefetchItems(at: indexPaths.map(ItemPath.init))
  }

  /// Tells the list which items the view no longer expects to show soon.
  ///
  /// - Parameter indexPaths: The items.
  func cancelPrefetchingItems(at indexPaths: [IndexPath]) {
    source?.cancelPrefetchingItems(at: indexPaths.map(ItemPath.init))
  }

  /// Hands the selection to the list, after deselecting the item unless the list keeps
  /// selections or the user is selecting several items in editing mode.
  ///
  /// Outside editing mode a tap selects one item, as in single selection, although the view
  /// allows several there so that it can show several selected in code (see
  /// ``updateSelectionSettings(of:)``): the other items are deselected.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - indexPath: The item.
  func selectItem(in view: some ListView, at indexPath: IndexPath) {
    let selectsSeveral = view.isEditing && allowsMultipleSelection
    if !selectsSeveral {
      for other in view.selectedIndexPaths where other != indexPath {
        view.deselectItem(at: other, animated: true)
      }
      if source?.deselectsOnSelection ?? true {
        view.deselectItem(at: indexPath, animated: true)
      }
    }
    source?.userDidSelectItem(at: ItemPath(indexPath))
  }

  /// Hands a deselection to the list: the user tapped a selected item in editing mode, or
  /// selected another one.
  ///
  /// Outside editing mode, where the view allows several selected items only to show those
  /// selected in code, a tap on a selected item selects it again, as in single selection.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - indexPath: The item.
  func deselectItem(in view: some ListView, at indexPath: IndexPath) {
    guard view.isEditing || !view.allowsMultipleSelection else {
      view.selectViewItem(at: indexPath)
      return selectItem(in: view, at: indexPath)
    }
    source?.userDidDeselectItem(at: ItemPath(indexPath))
  }

  /// Whether the list lets the user select several items in editing mode.
  var allowsMultipleSelection: Bool { source?.allowsMultipleSelection ?? false }

  /// Gives the view the list's selection settings. The list's behaviour can change after the
  /// bridge is installed, so the bridge calls it again whenever the view reloads.
  ///
  /// A list that allows multiple selection lets the view show several items selected outside
  /// editing mode too, as the list may hold several there (set in code, or kept when editing
  /// ends): with one item at most, the view would show the last one selected and the list
  /// would still act on all. Taps outside editing mode still select one item (see
  /// ``selectItem(in:at:)``).
  ///
  /// - Parameter view: The view.
  func updateSelectionSettings(of view: some ListView) {
    if view.allowsMultipleSelectionDuringEditing != allowsMultipleSelection {
      view.allowsMultipleSelectionDuringEditing = allowsMultipleSelection
    }
    if view.allowsMultipleSelection != allowsMultipleSelection {
      view.allowsMultipleSelection = allowsMultipleSelection
    }
  }

  /// Where a row the user drags in editing mode may go, as the list's move rule says.
  ///
  /// - Parameters:
  ///   - sourceIndexPath: Where the row is.
  ///   - proposedIndexPath: Where the user hovers, counted once the row is taken out.
  /// - Returns: Where the row goes.
  func targetIndexPathForMove(from sourceIndexPath: IndexPath, to proposedIndexPath: IndexPath)
    -> IndexPath
  {
    guard let source else { return proposedIndexPath }
    return IndexPath(
      source.targetPathForMove(from: ItemPath(sourceIndexPath), to: ItemPath(proposedIndexPath)))
  }

  // MARK: Item actions

  #if !os(tvOS)
  /// The menu a long press on an item opens, or `nil` when the list offers no commands.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: A menu whose commands run on that item, wherever it is when chosen.
  func contextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
    SurfaceItemAction.contextMenu(source?.actions(.contextMenu, forItemAt: ItemPath(indexPath)))
  }

  /// The buttons a swipe on an item reveals.
  ///
  /// - Parameters:
  ///   - placement: `.leadingSwipe` or `.trailingSwipe`.
  ///   - indexPath: The item.
  /// - Returns: The buttons, or `nil` to keep the view's own behaviour.
  func swipeActions(_ placement: SurfaceItemAction.Placement, at indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    SurfaceItemAction.swipeConfiguration(source?.actions(placement, forItemAt: ItemPath(indexPath)))
  }
  #endif
}
#endif
