import Foundation

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

// What the user does, each as one event of its own. On Linux the stand-in simulates it and
// checks UIKit's rules; on Apple platforms the driver calls the data source and delegate
// methods UIKit would call, as an iOS unit test does, through UIKit's optional requirements
// (hence the `?` after each method name, which the stand-in's protocols do not allow).

// MARK: - UITableView + User

extension UITableView {
  /// The user taps the row at `indexPath`, as the selection settings of the current mode say:
  /// in single selection the previous selection is deselected, this row is selected, and the
  /// delegate hears of both; in multiple selection (`allowsMultipleSelection`, or
  /// `allowsMultipleSelectionDuringEditing` in editing mode) the row is selected, or
  /// deselected if it was. A table in editing mode selects nothing without multiple selection.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Whether the row is selected after the tap.
  @discardableResult func simulateTap(at indexPath: IndexPath) -> Bool {
    #if os(Linux)
    standInSimulateTap(at: indexPath)
    #else
    UIKitDriver.endRunLoopPass()
    defer { UIKitDriver.endRunLoopPass() }
    let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    guard !isEditing || multiple, hasRow(at: indexPath) else { return false }
    let selected = indexPathsForSelectedRows ?? []
    if multiple, selected.contains(indexPath) {
      deselectRow(at: indexPath, animated: false)
      delegate?.tableView?(self, didDeselectRowAt: indexPath)
      return false
    }
    for previous in selected where !multiple && previous != indexPath {
      deselectRow(at: previous, animated: false)
      delegate?.tableView?(self, didDeselectRowAt: previous)
    }
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
    delegate?.tableView?(self, didSelectRowAt: indexPath)
    return true
    #endif
  }

  /// The user swipes the row at `indexPath` away (or taps its delete control).
  ///
  /// Nothing happens unless the row exists, the data source lets it be edited, the
  /// delegate's editing style is `.delete`, and the data source implements
  /// `tableView(_:commit:forRowAt:)`.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Whether the data source's `commit` method ran.
  @discardableResult func simulateDelete(at indexPath: IndexPath) -> Bool {
    #if os(Linux)
    standInSimulateDelete(at: indexPath)
    #else
    UIKitDriver.endRunLoopPass()
    defer { UIKitDriver.endRunLoopPass() }
    guard let dataSource, hasRow(at: indexPath),
      dataSource.tableView?(self, canEditRowAt: indexPath) ?? true
    else { return false }
    let style = delegate?.tableView?(self, editingStyleForRowAt: indexPath) ?? .delete
    guard style == .delete else { return false }
    return dataSource.tableView?(self, commit: .delete, forRowAt: indexPath) != nil
    #endif
  }

  /// The user drags the row at `from` to `to` in editing mode.
  ///
  /// Nothing happens unless the table is editing, both index paths are valid and the data
  /// source lets the row move and implements `tableView(_:moveRowAt:to:)`. The data source
  /// updates its model; the row then shows at `to`, as after the user's drag.
  ///
  /// - Parameters:
  ///   - from: The row the user drags.
  ///   - to: Where the user drops it, in the space without the row.
  /// - Returns: Whether the data source's `moveRowAt` method ran.
  @discardableResult func simulateMove(from: IndexPath, to: IndexPath) -> Bool {
    #if os(Linux)
    standInSimulateMove(from: from, to: to)
    #else
    UIKitDriver.endRunLoopPass()
    defer { UIKitDriver.endRunLoopPass() }
    guard let dataSource, isEditing, from != to, hasRow(at: from),
      to.section < numberOfSections,
      to.row <= numberOfRows(inSection: to.section) - (to.section == from.section ? 1 : 0),
      dataSource.tableView?(self, canMoveRowAt: from) ?? true,
      dataSource.tableView?(self, moveRowAt: from, to: to) != nil
    else { return false }
    // UIKit moved the row while the user dragged it; here the table catches up with the
    // data source, whose counts already include the move.
    moveRow(at: from, to: to)
    return true
    #endif
  }

  #if !os(Linux)
  private func hasRow(at indexPath: IndexPath) -> Bool {
    indexPath.section >= 0 && indexPath.section < numberOfSections && indexPath.row >= 0
      && indexPath.row < numberOfRows(inSection: indexPath.section)
  }
  #endif
}

// MARK: - UICollectionView + User

extension UICollectionView {
  /// The user taps the item at `indexPath`, as the selection settings of the current mode
  /// say: in single selection the previous selection is deselected, this item is selected,
  /// and the delegate hears of both; in multiple selection (`allowsMultipleSelection`, or
  /// `allowsMultipleSelectionDuringEditing` in editing mode) the item is selected, or
  /// deselected if it was.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: Whether the item is selected after the tap.
  @discardableResult func simulateTap(at indexPath: IndexPath) -> Bool {
    #if os(Linux)
    standInSimulateTap(at: indexPath)
    #else
    UIKitDriver.endRunLoopPass()
    defer { UIKitDriver.endRunLoopPass() }
    guard hasItem(at: indexPath) else { return false }
    let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    let selected = indexPathsForSelectedItems ?? []
    if multiple, selected.contains(indexPath) {
      deselectItem(at: indexPath, animated: false)
      delegate?.collectionView?(self, didDeselectItemAt: indexPath)
      return false
    }
    for previous in selected where !multiple && previous != indexPath {
      deselectItem(at: previous, animated: false)
      delegate?.collectionView?(self, didDeselectItemAt: previous)
    }
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    delegate?.collectionView?(self, didSelectItemAt: indexPath)
    return true
    #endif
  }

  /// The user drags the item at `from` to `to`.
  ///
  /// Nothing happens unless both index paths are valid and the data source lets the item
  /// move and implements `collectionView(_:moveItemAt:to:)`. The data source updates its
  /// model; the item then shows at `to`, as after the user's drag.
  ///
  /// - Parameters:
  ///   - from: The item the user drags.
  ///   - to: Where the user drops it, in the space without the item.
  /// - Returns: Whether the data source's `moveItemAt` method ran.
  @discardableResult func simulateMove(from: IndexPath, to: IndexPath) -> Bool {
    #if os(Linux)
    standInSimulateMove(from: from, to: to)
    #else
    UIKitDriver.endRunLoopPass()
    defer { UIKitDriver.endRunLoopPass() }
    guard let dataSource, from != to, hasItem(at: from), to.section < numberOfSections,
      to.item <= numberOfItems(inSection: to.section) - (to.section == from.section ? 1 : 0),
      dataSource.collectionView?(self, canMoveItemAt: from) ?? false,
      dataSource.collectionView?(self, moveItemAt: from, to: to) != nil
    else { return false }
    // The collection view moved the item during the drag; here it catches up.
    moveItem(at: from, to: to)
    return true
    #endif
  }

  #if !os(Linux)
  private func hasItem(at indexPath: IndexPath) -> Bool {
    indexPath.section >= 0 && indexPath.section < numberOfSections && indexPath.item >= 0
      && indexPath.item < numberOfItems(inSection: indexPath.section)
  }
  #endif
}

// MARK: - UIButton + User

extension UIButton {
  /// The user taps the button: an enabled, visible button sends `.touchUpInside` and
  /// `.primaryActionTriggered`, as one user event.
  ///
  /// - Returns: Whether the button sent its actions.
  @discardableResult func simulateTap() -> Bool {
    #if os(Linux)
    standInTap()
    #else
    UIKitDriver.endRunLoopPass()
    defer { UIKitDriver.endRunLoopPass() }
    guard isEnabled, !isHidden else { return false }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
    return true
    #endif
  }
}

// MARK: - UIBarButtonItem + User

extension UIBarButtonItem {
  /// The user taps the item: an enabled item runs its primary action.
  ///
  /// Apple platforms: UIKit has no public way to run a `UIAction`, so the driver reads the
  /// action's handler by key-value coding (`handler`, the key iOS unit tests commonly use);
  /// if a future SDK renames it, the tap reports `false` and the test fails.
  ///
  /// - Returns: Whether an action ran.
  @discardableResult func simulateTap() -> Bool {
    #if os(Linux)
    standInTap()
    #else
    UIKitDriver.endRunLoopPass()
    defer { UIKitDriver.endRunLoopPass() }
    guard isEnabled, let primaryAction else { return false }
    typealias Handler = @convention(block) (UIAction) -> Void
    guard let handler = primaryAction.value(forKey: "handler") else { return false }
    unsafeBitCast(handler as AnyObject, to: Handler.self)(primaryAction)
    return true
    #endif
  }

  /// The system item the button shows, such as `.undo` or `.edit`.
  ///
  /// Linux: the system item the stand-in recorded at creation. Apple platforms: UIKit does
  /// not expose it, so it is read from the title of the primary action that Tabula's buttons
  /// carry ("Undo", "Redo", "Edit", "Done"); `nil` for any other button.
  var shownSystemItem: UIBarButtonItem.SystemItem? {
    #if os(Linux)
    standInSystemItem
    #else
    switch primaryAction?.title {
    case "Undo": .undo
    case "Redo": .redo
    case "Edit": .edit
    case "Done": .done
    default: nil
    }
    #endif
  }
}

// MARK: - UIRefreshControl + User

#if !os(tvOS)
extension UIRefreshControl {
  /// The user pulls the content down: an enabled control that is not refreshing starts
  /// refreshing and sends `.valueChanged`, as one user event.
  ///
  /// - Returns: Whether the control sent its actions.
  @discardableResult func simulatePullToRefresh() -> Bool {
    #if os(Linux)
    standInPullToRefresh()
    #else
    UIKitDriver.endRunLoopPass()
    defer { UIKitDriver.endRunLoopPass() }
    guard isEnabled, !isRefreshing else { return false }
    beginRefreshing()
    sendActions(for: .valueChanged)
    return true
    #endif
  }
}
#endif
