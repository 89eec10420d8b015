#if canImport(UIKit)
@_spi(Surfaces) public import Tabula
public import UIKit

// MARK: - UICollectionLayoutListConfiguration + ListDataSource

extension UICollectionLayoutListConfiguration {
  /// A list layout configuration that shows a data source's headers, footers and swipe
  /// actions.
  ///
  /// Headers and footers are shown as supplementary views when the data source has a
  /// `SupplementaryRegistration` of that kind, so register them first. Swipes reveal the
  /// data source's `ListConfiguration.leadingSwipeActions` and
  /// `ListConfiguration.trailingSwipeActions` (by default, the same undoable delete as in
  /// edit mode), each bound to its item.
  ///
  /// ```swift
  /// let dataSource = ListDataSource(surface: collectionView, registration: messageCells)
  /// dataSource.register(dayHeaders)
  /// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
  ///   using: UICollectionLayoutListConfiguration(appearance: .insetGrouped, showing: dataSource))
  /// ```
  ///
  /// - Parameters:
  ///   - appearance: The list's look.
  ///   - dataSource: The data source whose registrations and actions the list shows; held
  ///     weakly.
  @MainActor
  public init<Section, Item>(
    appearance: UICollectionLayoutListConfiguration.Appearance,
    showing dataSource: ListDataSource<Section, Item>
  ) {
    self.init(appearance: appearance)
    let kinds = dataSource.supplementaryKinds
    if kinds.contains(.header) { headerMode = .supplementary }
    if kinds.contains(.footer) { footerMode = .supplementary }
    #if !os(tvOS)
    // UIKit calls the providers on the main thread, which their type does not say.
    leadingSwipeActionsConfigurationProvider = { [weak dataSource] indexPath in
      MainActor.assumeIsolated {
        SurfaceItemAction.swipeConfiguration(
          dataSource?.actions(.leadingSwipe, forItemAt: ItemPath(indexPath)))
      }
    }
    trailingSwipeActionsConfigurationProvider = { [weak dataSource] indexPath in
      MainActor.assumeIsolated {
        SurfaceItemAction.swipeConfiguration(
          dataSource?.actions(.trailingSwipe, forItemAt: ItemPath(indexPath)))
      }
    }
    #endif
  }
}
#endif
