#if canImport(UIKit)
@_spi(Hosting) @_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - ListHost + Actions

extension ListHost {
  /// The behaviour with what the view's actions imply: a tap outside edit mode runs the
  /// primary action or the row's navigation; `onDelete` and `onMove` let the user delete and
  /// move rows.
  ///
  /// - Parameters:
  ///   - behavior: The behaviour the view gave.
  ///   - actions: The view's actions.
  /// - Returns: The behaviour to give the data source.
  func behavior(_ behavior: ListBehavior<Item>, with actions: ListHostActions<Section, Item>)
    -> ListBehavior<Item>
  {
    var behavior = behavior
    if actions.onDelete != nil { behavior.allowsDeleting = true }
    if actions.onMove != nil { behavior.allowsMoving = true }
    guard actions.primaryAction != nil || actions.navigation != nil else { return behavior }
    let didSelect = behavior.didSelect
    behavior.didSelect = { [weak self] item, path in
      didSelect?(item, path)
      self?.userDidTap(item)
    }
    return behavior
  }

  /// Hands the user's deletions and moves to the view's `onDelete` and `onMove`, and the
  /// others to the bound provider; called after every update, since binding a provider
  /// connects its own handler.
  ///
  /// - Parameter isNewProvider: Whether the update bound a provider, whose handler the
  ///   data source holds now.
  /// - Returns: Whether the view's `onDelete` or `onMove` takes the user's edits.
  @discardableResult
  func connectEdits(isNewProvider: Bool) -> Bool {
    if isNewProvider { interaction.providerEdits = dataSource.userEdits }
    return dataSource.routeUserEdits(
      onDelete: interaction.actions.onDelete, onMove: interaction.actions.onMove,
      providerEdits: interaction.providerEdits, provider: provider,
      report: { [weak self] kind, message in self?.report(kind, message) })
  }

  /// The accessory of a row that navigates: a disclosure indicator, outside edit mode.
  ///
  /// - Parameter item: The row's item.
  /// - Returns: The accessory, or none for a row that does not navigate.
  func navigationAccessories(for item: Item) -> [UICellAccessory] {
    guard interaction.actions.navigation?(item) != nil else { return [] }
    return [.disclosureIndicator(displayed: .whenNotEditing)]
  }

  // MARK: Private

  /// The user tapped a row outside edit mode, after the list selected it: the row's
  /// navigation runs, or else the primary action, with the row's identifier (UIKit's
  /// `collectionView(_:performPrimaryActionForItemAt:)`: "a primary action occurs when a
  /// person selects a single cell without extending an existing selection"; in edit mode its
  /// default is not to perform it).
  private func userDidTap(_ item: Item) {
    guard !collectionView.isEditing else { return }
    let actions = interaction.actions
    if let navigate = actions.navigation?(item) {
      counts.navigations += 1
      return navigate()
    }
    guard let primaryAction = actions.primaryAction else { return }
    counts.primaryActions += 1
    primaryAction([item.id])
  }
}

// MARK: - ListHost + Swipe actions

extension ListHost {
  /// Leaves the swipes of a row the list offers nothing for to the row itself: SwiftUI bridges
  /// a hosted row's `.swipeActions` in a list layout ("When used in a list layout, certain APIs
  /// are bridged automatically, like swipe actions", UIHostingConfiguration's documentation),
  /// which a configuration from the layout's provider, even an empty one, would replace.
  ///
  /// - Parameters:
  ///   - configuration: The list layout's configuration.
  ///   - dataSource: The data source whose actions the swipes reveal.
  static func leaveEmptySwipesToRows(
    _ configuration: inout UICollectionLayoutListConfiguration,
    of dataSource: ListDataSource<Section, Item>
  ) {
    #if !os(tvOS)
    configuration.leadingSwipeActionsConfigurationProvider = { [weak dataSource] indexPath in
      MainActor.assumeIsolated {
        rowSwipeConfiguration(dataSource?.actions(.leadingSwipe, forItemAt: ItemPath(indexPath)))
      }
    }
    configuration.trailingSwipeActionsConfigurationProvider = { [weak dataSource] indexPath in
      MainActor.assumeIsolated {
        rowSwipeConfiguration(dataSource?.actions(.trailingSwipe, forItemAt: ItemPath(indexPath)))
      }
    }
    #endif
  }

  #if !os(tvOS)
  /// The swipe configuration of the list's actions for a row; `nil` when it offers none, which
  /// leaves the swipe to the row's own view.
  static func rowSwipeConfiguration(_ actions: [SurfaceItemAction]?)
    -> UISwipeActionsConfiguration?
  {
    guard let actions, !actions.isEmpty else { return nil }
    return SurfaceItemAction.swipeConfiguration(actions)
  }
  #endif
}
#endif
