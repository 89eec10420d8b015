#if canImport(UIKit)
@_spi(Hosting) @_spi(Surfaces) internal import Tabula
public import UIKit

// MARK: - ListHost + Edges

extension ListHost {
  /// The element kind of the view above the first row: a page loading or failing there.
  public static var topEdgeKind: String { "TabulaListTopEdge" }

  /// The element kind of the view below the last row: a page loading or failing there.
  public static var bottomEdgeKind: String { "TabulaListBottomEdge" }

  /// Makes the content configuration of the view at one end of the list for its status.
  public typealias EdgeContent =
    @MainActor (ListHostStatus.Edge, ListHostStatus.EdgeStatus) -> any UIContentConfiguration

  /// Shows the status at either end of the list inside it, made by `content` (a
  /// `UIHostingConfiguration` in SwiftUI), or, with `nil`, at neither; each update may hand
  /// new closures.
  ///
  /// - Parameter content: Makes the view of an end's status.
  public func replaceEdgeContent(_ content: EdgeContent?) {
    self.content.edge = content
    showEdges()
  }

  /// Shows the statuses at either end inside the list, as the layout's global header and
  /// footer (boundary supplementary items of the whole layout, outside every section): a
  /// status that appears or goes changes the layout's configuration, one that changes
  /// configures its view again; no batch is made, and the rows the user reads stay where they
  /// are (``ScrollAnchoring``).
  ///
  /// - Complexity: O(1) when neither end changed.
  func showEdges() {
    let wanted = HostedEdges(status: status, shows: content.edge != nil)
    guard wanted != layout.edges else {
      return reconfigureEdges()
    }
    counts.edgeLayouts += 1
    let placement = dataSource.placementAcrossResize()
    layout.edges = wanted
    if let compositional = collectionView.collectionViewLayout
      as? UICollectionViewCompositionalLayout
    {
      let configuration = compositional.configuration
      configuration.boundarySupplementaryItems = Self.boundaryItems(for: wanted)
      compositional.configuration = configuration
    } else {
      collectionView.collectionViewLayout = Self.makeLayout(layout, showing: dataSource)
    }
    reconfigureEdges()
    if let placement {
      collectionView.place(placement)
    }
  }

  /// The layout's global header and footer for the ends that show a status.
  static func boundaryItems(for edges: HostedEdges) -> [NSCollectionLayoutBoundarySupplementaryItem]
  {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
    if edges.top {
      items.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size, elementKind: topEdgeKind, alignment: .top))
    }
    if edges.bottom {
      items.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size, elementKind: bottomEdgeKind, alignment: .bottom))
    }
    return items
  }

  /// Registers the views of both ends, whose content follows the host's status when the
  /// view asks for them.
  func registerEdges() {
    for edge in [ListHostStatus.Edge.top, .bottom] {
      let kind = SupplementaryKind(rawValue: edge == .top ? Self.topEdgeKind : Self.bottomEdgeKind)
      dataSource.register(
        SupplementaryRegistration<UICollectionViewListCell, Section>(kind: kind) {
          [weak self] view, _, _ in
          self?.configure(view, at: edge)
        })
    }
  }

  /// Configures the views of both ends shown now with the status.
  private func reconfigureEdges() {
    for edge in [ListHostStatus.Edge.top, .bottom] {
      let kind = edge == .top ? Self.topEdgeKind : Self.bottomEdgeKind
      for view in collectionView.visibleSupplementaryViews(ofKind: kind) {
        if let cell = view as? UICollectionViewListCell {
          configure(cell, at: edge)
        }
      }
    }
  }

  private func configure(_ view: UICollectionViewListCell, at edge: ListHostStatus.Edge) {
    guard let shown = status.edge(edge), let make = content.edge else { return }
    counts.edgesConfigured += 1
    view.contentConfiguration = make(edge, shown)
  }
}

// MARK: - HostedEdges

/// Which ends of a hosted list show a status inside it: only a list with rows, whose
/// sections the global header and footer sit outside of.
struct HostedEdges: Equatable {
  var top = false
  var bottom = false

  init() {}

  init(status: ListHostStatus, shows: Bool) {
    top = shows && !status.isEmpty && status.top != nil
    bottom = shows && !status.isEmpty && status.bottom != nil
  }
}

// MARK: - ListHostStatus + Edge

extension ListHostStatus {
  /// One end of a list.
  public enum Edge: Equatable, Sendable {
    /// Above the first row.
    case top
    /// Below the last row.
    case bottom
  }

  /// What shows at `edge`.
  ///
  /// - Parameter edge: The end.
  /// - Returns: ``top`` or ``bottom``.
  public func edge(_ edge: Edge) -> EdgeStatus? {
    edge == .top ? top : bottom
  }
}
#endif
