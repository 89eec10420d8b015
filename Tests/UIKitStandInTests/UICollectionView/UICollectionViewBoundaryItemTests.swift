import Testing
@_spi(StandIn) import UIKit

/// A data source of one section of rows (or of none) that gives global headers and footers.
@MainActor private final class BoundedItems: NSObject, UICollectionViewDataSource {
  var count: Int
  var sections = 1
  var requests: [String] = []

  init(count: Int) {
    self.count = count
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    requests.append(kind)
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Edge", for: indexPath)
  }
}

/// A compositional list layout's global header and footer: boundary supplementary items of the
/// layout configuration (developer.apple.com/documentation/uikit/
/// uicollectionviewcompositionallayoutconfiguration/boundarysupplementaryitems: "supplementary
/// items that are associated with the boundary edges of the entire layout, such as global
/// headers and footers"; the class "add[s] headers or footers to the entire layout", and
/// setting `configuration` on an existing layout invalidates it). Heights are those of the
/// items' `NSCollectionLayoutSize`; a boundary item extends the content (`extendsBoundary`,
/// default YES in `UICollectionViewCompositionalLayout.h`).
@MainActor struct UICollectionViewBoundaryItemTests {
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  private static let header = "global-header"
  private static let footer = "global-footer"

  private static func item(_ kind: String, height: CGFloat, alignment: NSRectAlignment)
    -> NSCollectionLayoutBoundarySupplementaryItem
  {
    NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
      elementKind: kind, alignment: alignment)
  }

  /// A global header 30 points high and a global footer 50 points high.
  private static var headerAndFooter: [NSCollectionLayoutBoundarySupplementaryItem] {
    [item(header, height: 30, alignment: .top), item(footer, height: 50, alignment: .bottom)]
  }

  private func makeView(_ dataSource: BoundedItems) -> UICollectionView {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Item")
    for kind in [Self.header, Self.footer] {
      view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "Edge")
    }
    view.dataSource = dataSource
    window.addSubview(view)
    view.layoutIfNeeded()
    return view
  }

  private static func setBoundaryItems(
    _ items: [NSCollectionLayoutBoundarySupplementaryItem], on view: UICollectionView
  ) throws {
    let layout = try #require(view.collectionViewLayout as? UICollectionViewCompositionalLayout)
    let configuration = layout.configuration
    configuration.boundarySupplementaryItems = items
    layout.configuration = configuration
  }

  @Test func `a global header lies above the first row and pushes the rows down`() throws {
    let dataSource = BoundedItems(count: 3)
    let view = makeView(dataSource)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    #expect(view.contentSize.height == 3 * view.standInRowHeight)
    try Self.setBoundaryItems([Self.item(Self.header, height: 30, alignment: .top)], on: view)
    view.layoutIfNeeded()
    let header = try #require(view.standInFrameOfBoundaryItem(ofKind: Self.header))
    #expect(header == CGRect(x: 0, y: 0, width: 320, height: 30))
    let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.minY == 30)
    #expect(view.contentSize.height == 30 + 3 * view.standInRowHeight)
    let shown = view.visibleSupplementaryViews(ofKind: Self.header)
    #expect(shown.count == 1)
    #expect(shown.first?.frame == header)
    #expect(
      view.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0))
        === shown.first)
  }

  @Test func `a global footer lies below the last row and adds to the content`() throws {
    let dataSource = BoundedItems(count: 3)
    let view = makeView(dataSource)
    try Self.setBoundaryItems(Self.headerAndFooter, on: view)
    view.layoutIfNeeded()
    let footer = try #require(view.standInFrameOfBoundaryItem(ofKind: Self.footer))
    #expect(footer == CGRect(x: 0, y: 30 + 3 * view.standInRowHeight, width: 320, height: 50))
    #expect(view.contentSize.height == 30 + 3 * view.standInRowHeight + 50)
    #expect(dataSource.requests.sorted() == [Self.footer, Self.header])
  }

  @Test func `changing the configuration read from the layout has no effect until it is set`()
    throws
  {
    let view = makeView(BoundedItems(count: 2))
    let layout = try #require(view.collectionViewLayout as? UICollectionViewCompositionalLayout)
    // The getter hands a copy (`@property(copy)`), and the header's note: "any changes made to
    // properties directly will have no effect".
    layout.configuration.boundarySupplementaryItems = [
      Self.item(Self.header, height: 30, alignment: .top)
    ]
    view.layoutIfNeeded()
    #expect(layout.configuration.boundarySupplementaryItems.isEmpty)
    #expect(view.standInFrameOfBoundaryItem(ofKind: Self.header) == nil)
    try Self.setBoundaryItems([Self.item(Self.header, height: 30, alignment: .top)], on: view)
    view.layoutIfNeeded()
    #expect(view.standInFrameOfBoundaryItem(ofKind: Self.header) != nil)
    try Self.setBoundaryItems([], on: view)
    view.layoutIfNeeded()
    #expect(view.visibleSupplementaryViews(ofKind: Self.header).isEmpty)
    #expect(view.contentSize.height == view.standInRowHeight * 2)
  }

  @Test func `a batch update leaves the global views alone and the footer follows the rows`()
    throws
  {
    let dataSource = BoundedItems(count: 3)
    let view = makeView(dataSource)
    try Self.setBoundaryItems([Self.item(Self.footer, height: 50, alignment: .bottom)], on: view)
    view.layoutIfNeeded()
    let before = try #require(view.visibleSupplementaryViews(ofKind: Self.footer).first)
    dataSource.count = 4
    view.performBatchUpdates {
      view.insertItems(at: [IndexPath(item: 3, section: 0)])
    }
    UIKitStandIn.runPendingAnimations()
    view.layoutIfNeeded()
    #expect(view.standInViolations.isEmpty)
    #expect(view.visibleSupplementaryViews(ofKind: Self.footer).first === before)
    #expect(before.frame.minY == 4 * view.standInRowHeight)
    #expect(dataSource.requests == [Self.footer])
  }

  @Test func `with no section the layout shows no global view and asks for none`() throws {
    // dotnet/maui issue #34897: a collection view's header is not visible on iOS and the Mac
    // with an empty source; pull request #34989, merged, names the root cause (a compositional
    // layout renders no global boundary item when the data source reports 0 sections) and
    // reports one section of no items instead.
    let dataSource = BoundedItems(count: 0)
    dataSource.sections = 0
    let view = makeView(dataSource)
    try Self.setBoundaryItems(Self.headerAndFooter, on: view)
    view.layoutIfNeeded()
    #expect(dataSource.requests.isEmpty)
    #expect(view.visibleSupplementaryViews(ofKind: Self.header).isEmpty)
    #expect(view.standInFrameOfBoundaryItem(ofKind: Self.footer) == nil)
    #expect(view.contentSize.height == 0)
    dataSource.sections = 1
    view.reloadData()
    view.layoutIfNeeded()
    #expect(dataSource.requests.sorted() == [Self.footer, Self.header])
    #expect(view.contentSize.height == 80)
  }
}

extension UICollectionView {
  /// The height of the first row, which every row of these tests shares.
  fileprivate var standInRowHeight: CGFloat {
    layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height ?? 0
  }
}
