#if canImport(UIKit)
@_spi(Hosting) @_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - HostedLayout

/// What a hosted list's layout follows: its look and which section views it has, as the
/// latest update says.
struct HostedLayout: Equatable {
  var appearance: UICollectionLayoutListConfiguration.Appearance
  var hasHeaders: Bool
  var hasFooters: Bool
  /// Which ends show a status, as the layout's global header and footer.
  var edges = HostedEdges()
}

// MARK: - ListHost + Layout

extension ListHost {
  /// Gives the view a new layout when the look or the section views the update asks for
  /// differ from the last: a footer added by a later update shows, a header removed goes.
  ///
  /// - Parameter appearance: The update's look; `nil` keeps the current one.
  /// - Complexity: O(1) when nothing changed.
  func applyLayout(appearance: UICollectionLayoutListConfiguration.Appearance?) {
    let wanted = HostedLayout(
      appearance: appearance ?? layout.appearance, hasHeaders: content.header != nil,
      hasFooters: content.footer != nil, edges: layout.edges)
    guard wanted != layout else { return }
    layout = wanted
    counts.layoutsApplied += 1
    collectionView.collectionViewLayout = Self.makeLayout(wanted, showing: dataSource)
  }

  /// The list layout of `layout`, with the data source's swipe actions.
  static func makeLayout(_ layout: HostedLayout, showing dataSource: ListDataSource<Section, Item>)
    -> UICollectionViewLayout
  {
    var configuration = UICollectionLayoutListConfiguration(
      appearance: layout.appearance, showing: dataSource)
    configuration.headerMode = layout.hasHeaders ? .supplementary : .none
    configuration.footerMode = layout.hasFooters ? .supplementary : .none
    leaveEmptySwipesToRows(&configuration, of: dataSource)
    let list = UICollectionViewCompositionalLayout.list(using: configuration)
    if layout.edges != HostedEdges() {
      let global = list.configuration
      global.boundarySupplementaryItems = boundaryItems(for: layout.edges)
      list.configuration = global
    }
    return list
  }
}
#endif
