#if canImport(UIKit)
import UIKit

// Every UIKit symbol the stand-in mirrors, used here with its full Swift type: as a typed
// call site, an override or a protocol conformance. On Linux this file compiles against the
// stand-in; built for iOS on a Mac, it compiles against the SDK:
//
//   xcodebuild build -scheme UIKitAPIShape -destination 'generic/platform=iOS'
//
// A signature of the stand-in that differs from the SDK fails one of the two builds.
// Nothing here runs; the declarations only have to type-check. What tvOS lacks (or has only
// from tvOS 17) sits in `#if !os(tvOS)`, so the rest is checked against the tvOS SDK too
// (.ci/check-apple-sdks typechecks this file against the iOS and tvOS SDKs).

// MARK: - Typed call sites

@MainActor
enum UIKitAPIShape {
  static func tableView(_ table: UITableView, nib: UINib) {
    let _: (AnyClass?, String) -> Void = table.register(_:forCellReuseIdentifier:)
    let _: (UINib?, String) -> Void = table.register(_:forCellReuseIdentifier:)
    let _: (String, IndexPath) -> UITableViewCell = table.dequeueReusableCell(withIdentifier:for:)
    let _: (String) -> UITableViewCell? = table.dequeueReusableCell(withIdentifier:)
    let _: () -> Void = table.reloadData
    let _: ((() -> Void)?, ((Bool) -> Void)?) -> Void = table.performBatchUpdates(_:completion:)
    let _: () -> Void = table.beginUpdates
    let _: () -> Void = table.endUpdates
    let _: ([IndexPath], UITableView.RowAnimation) -> Void = table.insertRows(at:with:)
    let _: ([IndexPath], UITableView.RowAnimation) -> Void = table.deleteRows(at:with:)
    let _: ([IndexPath], UITableView.RowAnimation) -> Void = table.reloadRows(at:with:)
    let _: (IndexPath, IndexPath) -> Void = table.moveRow(at:to:)
    let _: (IndexSet, UITableView.RowAnimation) -> Void = table.insertSections(_:with:)
    let _: (IndexSet, UITableView.RowAnimation) -> Void = table.deleteSections(_:with:)
    let _: (IndexSet, UITableView.RowAnimation) -> Void = table.reloadSections(_:with:)
    let _: (Int, Int) -> Void = table.moveSection(_:toSection:)
    let _: ([IndexPath]) -> Void = table.reconfigureRows(at:)
    let _: (Int) -> Int = table.numberOfRows(inSection:)
    let _: Int = table.numberOfSections
    let _: (Bool, Bool) -> Void = table.setEditing(_:animated:)
    table.isEditing = table.isEditing
    let _: (IndexPath, UITableView.ScrollPosition, Bool) -> Void = table.scrollToRow(
      at:at:animated:)
    let _: (IndexPath?, Bool, UITableView.ScrollPosition) -> Void =
      table.selectRow(at:animated:scrollPosition:)
    let _: (IndexPath, Bool) -> Void = table.deselectRow(at:animated:)
    let _: IndexPath? = table.indexPathForSelectedRow
    let _: (IndexPath) -> UITableViewCell? = table.cellForRow(at:)
    let _: [UITableViewCell] = table.visibleCells
    let _: [IndexPath]? = table.indexPathsForVisibleRows
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 44
    table.backgroundView = UILabel(frame: .zero)
    let _: UITableView.Style = table.style
    let _: UIWindow? = table.window
    let _: () -> Void = table.layoutIfNeeded
    let _: (any UITableViewDataSource)? = table.dataSource
    let _: (any UITableViewDelegate)? = table.delegate
    let _: [UITableView.RowAnimation] = [
      .fade, .right, .left, .top, .bottom, .none, .middle, .automatic,
    ]
    let _: [UITableView.Style] = [.plain, .grouped]
    #if !os(tvOS)
    let _: UITableView.Style = .insetGrouped
    #endif
    let _: [UITableView.ScrollPosition] = [.none, .top, .middle, .bottom]
    let _ = UITableView(frame: .zero, style: .plain)
    let _ = UITableView(frame: .zero)
  }

  static func collectionView(_ view: UICollectionView) {
    let _: (AnyClass?, String) -> Void = view.register(_:forCellWithReuseIdentifier:)
    let _: (UINib?, String) -> Void = view.register(_:forCellWithReuseIdentifier:)
    let _: (String, IndexPath) -> UICollectionViewCell =
      view.dequeueReusableCell(withReuseIdentifier:for:)
    let _: () -> Void = view.reloadData
    let _: ((() -> Void)?, ((Bool) -> Void)?) -> Void = view.performBatchUpdates(_:completion:)
    let _: ([IndexPath]) -> Void = view.insertItems(at:)
    let _: ([IndexPath]) -> Void = view.deleteItems(at:)
    let _: ([IndexPath]) -> Void = view.reloadItems(at:)
    let _: (IndexPath, IndexPath) -> Void = view.moveItem(at:to:)
    let _: ([IndexPath]) -> Void = view.reconfigureItems(at:)
    let _: (IndexSet) -> Void = view.insertSections(_:)
    let _: (IndexSet) -> Void = view.deleteSections(_:)
    let _: (IndexSet) -> Void = view.reloadSections(_:)
    let _: (Int, Int) -> Void = view.moveSection(_:toSection:)
    let _: (Int) -> Int = view.numberOfItems(inSection:)
    let _: Int = view.numberOfSections
    let _: (IndexPath) -> UICollectionViewCell? = view.cellForItem(at:)
    let _: [UICollectionViewCell] = view.visibleCells
    let _: [IndexPath] = view.indexPathsForVisibleItems
    let _: (IndexPath, Bool) -> Void = view.deselectItem(at:animated:)
    let _: (IndexPath, UICollectionView.ScrollPosition, Bool) -> Void = view.scrollToItem(
      at:at:animated:)
    let _: [IndexPath]? = view.indexPathsForSelectedItems
    let _: (any UICollectionViewDataSource)? = view.dataSource
    let _: (any UICollectionViewDelegate)? = view.delegate
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 44)
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let _ = UICollectionView(frame: .zero, collectionViewLayout: layout)
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    layout.footerReferenceSize = .zero
    let header: String = UICollectionView.elementKindSectionHeader
    let _: String = UICollectionView.elementKindSectionFooter
    let _: (AnyClass?, String, String) -> Void =
      view.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
    let _: (UINib?, String, String) -> Void =
      view.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
    let _: (String, String, IndexPath) -> UICollectionReusableView =
      view.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)
    let _: (String, IndexPath) -> UICollectionReusableView? =
      view.supplementaryView(forElementKind:at:)
    let _: [UICollectionReusableView] = view.visibleSupplementaryViews(ofKind: header)
    let _: [IndexPath] = view.indexPathsForVisibleSupplementaryElements(ofKind: header)
  }

  static func listLayout() {
    var list = UICollectionLayoutListConfiguration(appearance: .grouped)
    let _: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .grouped]
    let _: UICollectionLayoutListConfiguration.Appearance = list.appearance
    list.headerMode = .supplementary
    list.headerMode = .firstItemInSection
    list.footerMode = .supplementary
    list.footerMode = UICollectionLayoutListConfiguration.FooterMode.none
    // tvOS has none of these appearances, no separators setting and no swipe actions.
    #if !os(tvOS)
    list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    let _: [UICollectionLayoutListConfiguration.Appearance] = [
      .insetGrouped, .sidebar, .sidebarPlain,
    ]
    list.showsSeparators = false
    let provider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = { _ in
      nil
    }
    list.leadingSwipeActionsConfigurationProvider = provider
    list.trailingSwipeActionsConfigurationProvider = nil
    #endif
    let layout: UICollectionViewCompositionalLayout = .list(using: list)
    let _: UICollectionViewLayout = layout
  }

  // tvOS has no swipe actions, and context menus only from tvOS 17, after the package's tvOS 15.
  #if !os(tvOS)
  static func swipeActionsAndContextMenus() {
    let handler: UIContextualAction.Handler = { action, view, completion in
      _ = (action.title, view)
      completion(true)
    }
    let action = UIContextualAction(style: .destructive, title: "Delete", handler: handler)
    action.title = "Remove"
    action.image = UIImage(systemName: "trash")
    let _: UIContextualAction.Style = action.style
    let _: UIContextualAction.Handler = action.handler
    let _: [UIContextualAction.Style] = [.normal, .destructive]
    let swipe = UISwipeActionsConfiguration(actions: [action])
    swipe.performsFirstActionWithFullSwipe = false
    let _: [UIContextualAction] = swipe.actions
    let actionProvider: UIContextMenuActionProvider = { suggested in
      UIMenu(children: suggested)
    }
    let previewProvider: UIContextMenuContentPreviewProvider = { nil }
    let menu = UIContextMenuConfiguration(
      identifier: "id" as NSString, previewProvider: previewProvider,
      actionProvider: actionProvider)
    let _: any NSCopying = menu.identifier
    let _ = UIContextMenuConfiguration()
  }
  #endif

  static func cells(_ cell: UITableViewCell, _ item: UICollectionViewCell) {
    let _: UILabel? = cell.textLabel
    let _: UILabel? = cell.detailTextLabel
    let _: UIImageView? = cell.imageView
    let _: UIView = cell.contentView
    let _: String? = cell.reuseIdentifier
    let _: UITableViewCell.EditingStyle = cell.editingStyle
    cell.accessoryType = .disclosureIndicator
    let _: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
    let _: [UITableViewCell.AccessoryType] = [.none, .disclosureIndicator, .checkmark]
    #if !os(tvOS)
    let _: [UITableViewCell.AccessoryType] = [.detailDisclosureButton, .detailButton]
    #endif
    let _: [UITableViewCell.EditingStyle] = [.none, .delete, .insert]
    let _: UIView = item.contentView
    let _: String? = item.reuseIdentifier
    cell.imageView?.image = UIImage(systemName: "star")
    cell.accessoryView = UIButton(frame: .zero)
    cell.indentationLevel = cell.indentationLevel + 1
    cell.indentationWidth = 10
    let label = UILabel(frame: .zero)
    label.text = "text"
    label.numberOfLines = 0
  }

  static func controllers(_ controller: UIViewController, window: UIWindow) {
    let navigation = UINavigationController(rootViewController: controller)
    let _: (UIViewController, Bool) -> Void = navigation.pushViewController(_:animated:)
    let _: (Bool) -> UIViewController? = navigation.popViewController(animated:)
    let _: [UIViewController] = navigation.viewControllers
    let _: UIViewController? = navigation.topViewController
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let _: UINavigationController? = controller.navigationController
    let _: UIBarButtonItem = controller.editButtonItem
    let _: Bool = controller.isViewLoaded
    let _: () -> Void = controller.loadViewIfNeeded
    controller.title = "Title"
    let item = controller.navigationItem
    item.rightBarButtonItem = UIBarButtonItem(
      systemItem: .edit, primaryAction: UIAction { _ in }, menu: nil)
    item.leftBarButtonItems = [
      UIBarButtonItem(title: "Undo", image: nil, primaryAction: UIAction(title: "Undo") { _ in })
    ]
    let _: UIBarButtonItem? = item.leftBarButtonItem
    let _: [UIBarButtonItem]? = item.rightBarButtonItems
    let _: UndoManager? = controller.undoManager
    #if !os(tvOS)
    let _ = UITableViewController(style: .insetGrouped)
    #endif
  }

  static func actions() {
    let handler: UIActionHandler = { action in _ = action.title }
    let action = UIAction(
      title: "Delete", image: nil, identifier: UIAction.Identifier("delete"),
      discoverabilityTitle: nil, attributes: [.destructive], state: .off, handler: handler)
    let _ = UIMenu(title: "Menu", children: [action])
    let button = UIBarButtonItem(systemItem: .undo, primaryAction: action)
    button.isEnabled = false
    let _: UIAction? = button.primaryAction
  }

  static func controls(_ control: UIControl, button: UIButton, table: UITableView) {
    let _: (UIAction, UIControl.Event) -> Void = control.addAction(_:for:)
    let _: (UIControl.Event) -> Void = control.sendActions(for:)
    control.isEnabled = !control.isEnabled
    let _: [UIControl.Event] = [.touchUpInside, .valueChanged, .primaryActionTriggered]
    let _: [UIControl.State] = [.normal, .highlighted, .disabled, .selected]
    let _: UIButton = UIButton(type: .system, primaryAction: nil)
    let _: UIButton = UIButton(primaryAction: UIAction { _ in })
    let _: UIButton.ButtonType = button.buttonType
    let _: (String?, UIControl.State) -> Void = button.setTitle(_:for:)
    let _: (UIControl.State) -> String? = button.title(for:)
    let _: (UIImage?, UIControl.State) -> Void = button.setImage(_:for:)
    let _: (UIControl.State) -> UIImage? = button.image(for:)
    let _: UIImage? = button.currentImage
    let _: (UITableViewCell) -> IndexPath? = table.indexPath(for:)
    #if !os(tvOS)
    let refreshControl = UIRefreshControl()
    let _: Bool = refreshControl.isRefreshing
    let _: () -> Void = refreshControl.beginRefreshing
    let _: () -> Void = refreshControl.endRefreshing
    table.refreshControl = refreshControl
    #endif
    table.tableFooterView = UIView(frame: .zero)
    table.prefetchDataSource = nil
  }

  static func contentConfigurations(
    _ listCell: UICollectionViewListCell, tableCell: UITableViewCell,
    configuration: any UIContentConfiguration, state: any UIConfigurationState
  ) {
    listCell.contentConfiguration = configuration
    tableCell.contentConfiguration = listCell.contentConfiguration
    let _: () -> any UIView & UIContentView = configuration.makeContentView
    let _: any UIContentConfiguration = configuration.updated(for: state)
    if let view = listCell.contentView as? any UIView & UIContentView {
      view.configuration = configuration
      if #available(iOS 16.0, tvOS 16.0, *) {
        let _: Bool = view.supports(configuration)
      }
    }
  }

  #if !os(tvOS)
  static func search(_ item: UINavigationItem, updater: any UISearchResultsUpdating) {
    let controller = UISearchController(searchResultsController: nil)
    controller.searchResultsUpdater = updater
    let active: Bool = controller.isActive
    controller.isActive = !active
    controller.obscuresBackgroundDuringPresentation = false
    let bar: UISearchBar = controller.searchBar
    bar.text = bar.text ?? ""
    bar.placeholder = nil
    let _: UIViewController? = controller.searchResultsController
    item.searchController = controller
    item.hidesSearchBarWhenScrolling = false
    updater.updateSearchResults(for: controller)
  }
  #endif

  static func listCells(_ cell: UICollectionViewListCell, view: UICollectionView) {
    let _: (UICollectionViewCell) -> IndexPath? = view.indexPath(for:)
    cell.indentationLevel = cell.indentationLevel + 1
    cell.indentationWidth = 10
    cell.indentsAccessories = true
    let handler: UICellAccessory.ActionHandler = {}
    cell.accessories = [
      .disclosureIndicator(
        displayed: .always,
        options: UICellAccessory.DisclosureIndicatorOptions(
          isHidden: false, reservedLayoutWidth: .standard, tintColor: nil)),
      .disclosureIndicator(),
    ]
    #if !os(tvOS)
    cell.accessories.append(
      .outlineDisclosure(
        displayed: .whenNotEditing,
        options: UICellAccessory.OutlineDisclosureOptions(
          style: .cell, isHidden: false, reservedLayoutWidth: .custom(20), tintColor: nil),
        actionHandler: handler))
    let _: [UICellAccessory.OutlineDisclosureOptions.Style] = [.automatic, .header, .cell]
    #endif
    let _: [UICellAccessory.DisplayedState] = [.always, .whenEditing, .whenNotEditing]
    let _: [UICellAccessory.LayoutDimension] = [.actual, .standard, .custom(1)]
    let _: UICellAccessory.AccessoryType = cell.accessories[0].accessoryType
    let _: [UICellAccessory.AccessoryType] = [
      .disclosureIndicator, .checkmark, .delete, .insert, .reorder, .multiselect, .label,
      .customView(UIView(frame: .zero)),
    ]
    #if !os(tvOS)
    let _: UICellAccessory.AccessoryType = .outlineDisclosure
    #endif
  }

  static func nibs(_ nib: UINib) {
    let _ = UINib(nibName: "Cell", bundle: nil)
    let _ = UINib(data: Data(), bundle: nil)
    let _: [Any] = nib.instantiate(withOwner: nil, options: nil)
  }

  static func scrolling(_ table: UITableView, _ view: UICollectionView, at path: IndexPath) {
    let _: CGPoint = table.contentOffset
    let _: CGSize = table.contentSize
    let _: CGRect = table.bounds
    let _: UIEdgeInsets = table.adjustedContentInset
    let _: UIEdgeInsets = table.contentInset
    let _: Bool = table.isTracking
    let _: Bool = table.isDragging
    let _: Bool = table.isDecelerating
    let _: (CGPoint, Bool) -> Void = table.setContentOffset(_:animated:)
    let _: [IndexPath]? = table.indexPathsForVisibleRows
    let _: (IndexPath) -> CGRect = table.rectForRow(at:)
    let _: (CGPoint) -> IndexPath? = table.indexPathForRow(at:)
    let _: (Int) -> Int = table.numberOfRows(inSection:)
    let _: (IndexPath) -> UICollectionViewLayoutAttributes? = view.layoutAttributesForItem(at:)
    let _: CGRect? = view.layoutAttributesForItem(at: path)?.frame
    let _: Bool = UIView.areAnimationsEnabled
    UIView.performWithoutAnimation { table.layoutIfNeeded() }
    let _: CGSize = table.systemLayoutSizeFitting(
      UIView.layoutFittingCompressedSize, withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  static func selection(_ table: UITableView, _ view: UICollectionView, at path: IndexPath) {
    table.allowsSelection = true
    table.allowsSelectionDuringEditing = false
    table.allowsMultipleSelection = false
    table.allowsMultipleSelectionDuringEditing = true
    let _: [IndexPath]? = table.indexPathsForSelectedRows
    view.allowsSelection = true
    view.allowsMultipleSelection = false
    view.isEditing = !view.isEditing
    view.allowsSelectionDuringEditing = false
    view.allowsMultipleSelectionDuringEditing = true
    let _: (IndexPath?, Bool, UICollectionView.ScrollPosition) -> Void =
      view.selectItem(at:animated:scrollPosition:)
  }

  #if !os(tvOS)
  static func dragAndDrop(
    _ table: UITableView, _ view: UICollectionView, delegate: ShapeDragAndDropDelegate
  ) {
    table.dragDelegate = delegate
    table.dropDelegate = delegate
    table.dragInteractionEnabled = true
    let _: Bool = table.hasActiveDrag
    let _: Bool = table.hasActiveDrop
    let _: (any UITableViewDragDelegate)? = table.dragDelegate
    let _: (any UITableViewDropDelegate)? = table.dropDelegate
    view.dragDelegate = delegate
    view.dropDelegate = delegate
    view.dragInteractionEnabled = false
    let _: Bool = view.hasActiveDrag
    let _: Bool = view.hasActiveDrop
    let _: (any UICollectionViewDragDelegate)? = view.dragDelegate
    let _: (any UICollectionViewDropDelegate)? = view.dropDelegate
    let item = UIDragItem(itemProvider: NSItemProvider())
    item.localObject = IndexPath(row: 0, section: 0)
    let _: Any? = item.localObject
    let _: NSItemProvider = item.itemProvider
    let _: [UIDropOperation] = [.cancel, .forbidden, .copy, .move]
    let proposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    let _: UIDropOperation = proposal.operation
    let _: UITableViewDropProposal.Intent = proposal.intent
    let _: [UITableViewDropProposal.Intent] = [
      .unspecified, .insertAtDestinationIndexPath, .insertIntoDestinationIndexPath, .automatic,
    ]
    let itemProposal = UICollectionViewDropProposal(operation: .forbidden, intent: .unspecified)
    let _: UICollectionViewDropProposal.Intent = itemProposal.intent
    let _: [UICollectionViewDropProposal.Intent] = [
      .unspecified, .insertAtDestinationIndexPath, .insertIntoDestinationIndexPath,
    ]
    let base: UIDropProposal = UIDropProposal(operation: .copy)
    base.isPrecise = false
    base.prefersFullSizePreview = true
  }

  static func dragSessions(_ drag: any UIDragSession, _ drop: any UIDropSession, view: UIView) {
    let _: [UIDragItem] = drag.items
    let _: Any? = drag.localContext
    drag.localContext = nil
    let _: Bool = drag.allowsMoveOperation
    let _: Bool = drag.isRestrictedToDraggingApplication
    let _: CGPoint = drag.location(in: view)
    let _: (any UIDragSession)? = drop.localDragSession
    let _: [UIDragItem] = drop.items
    let _: any UIDragDropSession = drop
  }

  static func dropCoordinators(
    _ table: any UITableViewDropCoordinator, _ view: any UICollectionViewDropCoordinator,
    item: UIDragItem, at path: IndexPath
  ) {
    let _: [any UITableViewDropItem] = table.items
    let _: IndexPath? = table.destinationIndexPath
    let _: UITableViewDropProposal = table.proposal
    let _: any UIDropSession = table.session
    let _: (UIDragItem, IndexPath) -> any UIDragAnimating = table.drop(_:toRowAt:)
    table.drop(item, toRowAt: path)
    let _: [any UICollectionViewDropItem] = view.items
    let _: IndexPath? = view.destinationIndexPath
    let _: UICollectionViewDropProposal = view.proposal
    let _: any UIDropSession = view.session
    let _: (UIDragItem, IndexPath) -> any UIDragAnimating = view.drop(_:toItemAt:)
    view.drop(item, toItemAt: path).addAnimations {}
    if let first = table.items.first {
      let _: UIDragItem = first.dragItem
      let _: IndexPath? = first.sourceIndexPath
      let _: CGSize = first.previewSize
    }
    if let first = view.items.first {
      let _: UIDragItem = first.dragItem
      let _: IndexPath? = first.sourceIndexPath
      let _: CGSize = first.previewSize
    }
  }
  #endif

  static func indexPaths() {
    var path = IndexPath(row: 1, section: 2)
    path.row = path.section
    path.item = path.row
    let _ = IndexPath(item: path.item, section: path.section)
  }

  static func undo(_ manager: UndoManager, target: UIView) {
    manager.registerUndo(withTarget: target) { _ in }
    manager.setActionName("Delete")
    let _: String = manager.undoActionName
    let _: String = manager.redoActionName
    let _: Bool = manager.canUndo
    let _: Bool = manager.canRedo
    let _: () -> Void = manager.undo
    let _: () -> Void = manager.redo
    manager.groupsByEvent = false
    manager.beginUndoGrouping()
    manager.endUndoGrouping()
    manager.removeAllActions(withTarget: target)
    manager.removeAllActions()
  }
}

// MARK: - Overrides

final class ShapeTableViewController: UITableViewController {
  override init(style: UITableView.Style) {
    super.init(style: style)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    clearsSelectionOnViewWillAppear = false
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    0
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  override func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }

  override func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  #if !os(tvOS)
  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  #endif

  override func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle { .delete }
}

final class ShapeTableViewCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
  }
}

final class ShapeCollectionViewCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
  }
}

// MARK: - Conformances

#if !os(tvOS)
final class ShapeDragAndDropDelegate: NSObject, UITableViewDragDelegate, UITableViewDropDelegate,
  UICollectionViewDragDelegate, UICollectionViewDropDelegate
{
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] { [] }

  func tableView(
    _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem] { [] }

  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}

  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}

  func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool { true }

  func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool { true }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {}

  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    session.localDragSession != nil
  }

  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    UITableViewDropProposal(operation: .forbidden, intent: .unspecified)
  }

  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}

  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] { [] }

  func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
    at indexPath: IndexPath, point: CGPoint
  ) -> [UIDragItem] { [] }

  func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool { true }

  func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool { true }

  func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator
  ) {}

  func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession)
    -> Bool
  { true }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
  ) {}
}
#endif

final class ShapeDataSource: NSObject, UITableViewDataSource, UITableViewDelegate,
  UICollectionViewDataSource, UICollectionViewDelegate, UITableViewDataSourcePrefetching,
  UICollectionViewDataSourcePrefetching
{
  func numberOfSections(in tableView: UITableView) -> Int { 1 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle { .delete }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { 44 }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { true }

  func collectionView(
    _ collectionView: UICollectionView,
    moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

  #if !os(tvOS)
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  #endif

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }

  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  #if !os(tvOS)
  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { true }

  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}

  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}

  func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { true }

  func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}

  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
  #endif
}
#endif
