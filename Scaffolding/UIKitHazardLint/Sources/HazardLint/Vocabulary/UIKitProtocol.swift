/// A UIKit protocol whose methods UIKit finds through the Objective-C runtime: the one place to
/// extend when the adapters adopt another protocol or method.
///
/// Methods are Swift full names: the base name and the argument labels.
struct UIKitProtocol: Sendable {
  /// The protocol's name.
  let name: String

  /// The protocols it refines.
  let refines: [String]

  /// Its required methods.
  let required: [String]

  /// Its optional methods.
  let optional: [String]
}

// MARK: - UIKitProtocol + Known

extension UIKitProtocol {
  /// The protocols the adapters adopt, by name.
  static let known: [String: UIKitProtocol] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// Each UIKit method, by full name, with the protocols that declare it.
  static let methods: [String: Set<String>] = declarations(\.required, \.optional)

  /// The base names of the optional methods: what `x.tableView?(...)` may call.
  static let optionalBaseNames: Set<String> = Set(
    all.flatMap(\.optional).map { String($0.prefix { $0 != "(" }) })

  private static func declarations(_ kinds: KeyPath<UIKitProtocol, [String]>...)
    -> [String: Set<String>]
  {
    var table: [String: Set<String>] = [:]
    for proto in all {
      for kind in kinds {
        for method in proto[keyPath: kind] { table[method, default: []].insert(proto.name) }
      }
    }
    return table
  }

  private static let all: [UIKitProtocol] = [
    UIKitProtocol(
      name: "UITableViewDataSource", refines: [],
      required: ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)"],
      optional: [
        "numberOfSections(in:)", "tableView(_:titleForHeaderInSection:)",
        "tableView(_:titleForFooterInSection:)", "tableView(_:canEditRowAt:)",
        "tableView(_:canMoveRowAt:)", "sectionIndexTitles(for:)",
        "tableView(_:sectionForSectionIndexTitle:at:)", "tableView(_:commit:forRowAt:)",
        "tableView(_:moveRowAt:to:)",
      ]),
    UIKitProtocol(
      name: "UITableViewDelegate", refines: ["UIScrollViewDelegate"], required: [],
      optional: [
        "tableView(_:didSelectRowAt:)", "tableView(_:didDeselectRowAt:)",
        "tableView(_:editingStyleForRowAt:)", "tableView(_:heightForRowAt:)",
        "tableView(_:estimatedHeightForRowAt:)",
        "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
        "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
        "tableView(_:viewForHeaderInSection:)", "tableView(_:viewForFooterInSection:)",
        "tableView(_:willDisplay:forRowAt:)",
        "tableView(_:contextMenuConfigurationForRowAt:point:)",
        "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
        "tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
        "tableView(_:didBeginMultipleSelectionInteractionAt:)",
        "tableViewDidEndMultipleSelectionInteraction(_:)",
      ]),
    UIKitProtocol(
      name: "UICollectionViewDataSource", refines: [],
      required: ["collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)"],
      optional: [
        "numberOfSections(in:)", "collectionView(_:canMoveItemAt:)",
        "collectionView(_:moveItemAt:to:)",
        "collectionView(_:viewForSupplementaryElementOfKind:at:)",
      ]),
    UIKitProtocol(
      name: "UICollectionViewDelegate", refines: ["UIScrollViewDelegate"], required: [],
      optional: [
        "collectionView(_:didSelectItemAt:)", "collectionView(_:didDeselectItemAt:)",
        "collectionView(_:willDisplay:forItemAt:)",
        "collectionView(_:contextMenuConfigurationForItemAt:point:)",
        "collectionView(_:contextMenuConfigurationForItemsAt:point:)",
        "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
        "collectionView(_:shouldBeginMultipleSelectionInteractionAt:)",
        "collectionView(_:didBeginMultipleSelectionInteractionAt:)",
        "collectionViewDidEndMultipleSelectionInteraction(_:)",
      ]),
    UIKitProtocol(
      name: "UITableViewDataSourcePrefetching", refines: [],
      required: ["tableView(_:prefetchRowsAt:)"],
      optional: ["tableView(_:cancelPrefetchingForRowsAt:)"]),
    UIKitProtocol(
      name: "UICollectionViewDataSourcePrefetching", refines: [],
      required: ["collectionView(_:prefetchItemsAt:)"],
      optional: ["collectionView(_:cancelPrefetchingForItemsAt:)"]),
    UIKitProtocol(
      name: "UITableViewDragDelegate", refines: [],
      required: ["tableView(_:itemsForBeginning:at:)"],
      optional: [
        "tableView(_:itemsForAddingTo:at:point:)", "tableView(_:dragSessionWillBegin:)",
        "tableView(_:dragSessionDidEnd:)", "tableView(_:dragSessionAllowsMoveOperation:)",
        "tableView(_:dragSessionIsRestrictedToDraggingApplication:)",
      ]),
    UIKitProtocol(
      name: "UITableViewDropDelegate", refines: [],
      required: ["tableView(_:performDropWith:)"],
      optional: [
        "tableView(_:canHandle:)", "tableView(_:dropSessionDidEnter:)",
        "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)",
        "tableView(_:dropSessionDidExit:)", "tableView(_:dropSessionDidEnd:)",
      ]),
    UIKitProtocol(
      name: "UICollectionViewDragDelegate", refines: [],
      required: ["collectionView(_:itemsForBeginning:at:)"],
      optional: [
        "collectionView(_:itemsForAddingTo:at:point:)", "collectionView(_:dragSessionWillBegin:)",
        "collectionView(_:dragSessionDidEnd:)", "collectionView(_:dragSessionAllowsMoveOperation:)",
        "collectionView(_:dragSessionIsRestrictedToDraggingApplication:)",
      ]),
    UIKitProtocol(
      name: "UICollectionViewDropDelegate", refines: [],
      required: ["collectionView(_:performDropWith:)"],
      optional: [
        "collectionView(_:canHandle:)", "collectionView(_:dropSessionDidEnter:)",
        "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)",
        "collectionView(_:dropSessionDidExit:)", "collectionView(_:dropSessionDidEnd:)",
      ]),
    UIKitProtocol(
      name: "UIScrollViewDelegate", refines: [], required: [],
      optional: ["scrollViewDidScroll(_:)"]),
    // Declares no method of its own here; conforming to it counts as conforming to
    // UICollectionViewDelegate.
    UIKitProtocol(
      name: "UICollectionViewDelegateFlowLayout", refines: ["UICollectionViewDelegate"],
      required: [], optional: []),
  ]
}
