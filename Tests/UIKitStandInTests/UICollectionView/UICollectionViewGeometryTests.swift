import Testing
@_spi(StandIn) import UIKit

/// A collection cell that reports `reportedHeight` from `systemLayoutSizeFitting`.
private final class SizedItemCell: UICollectionViewCell {
  var reportedHeight: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    CGSize(width: targetSize.width, height: reportedHeight)
  }
}

/// One section of items named by their text; their cells report the height in `heights`.
@MainActor private final class SizedItemsDataSource: NSObject, UICollectionViewDataSource {
  var items: [String]
  var heights: [String: CGFloat] = [:]

  init(_ items: [String]) {
    self.items = items
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    items.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Sized", for: indexPath)
    (cell as? SizedItemCell)?.reportedHeight = heights[items[indexPath.item]] ?? 0
    return cell
  }
}

/// A delegate that records `scrollViewDidScroll(_:)`.
@MainActor private final class ScrollCountingDelegate: NSObject, UICollectionViewDelegate {
  var offsets: [CGFloat] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset.y)
  }
}

@MainActor struct UICollectionViewGeometryTests {
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  private func makeView(
    _ count: Int, layout: UICollectionViewLayout
  ) -> (UICollectionView, SizedItemsDataSource) {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.register(SizedItemCell.self, forCellWithReuseIdentifier: "Sized")
    let dataSource = SizedItemsDataSource((0..<count).map { "item \($0)" })
    view.dataSource = dataSource
    window.addSubview(view)
    view.layoutIfNeeded()
    return (view, dataSource)
  }

  private static func listLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
  }

  @Test func `flow layout items are itemSize high, one below the other`() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    let (view, dataSource) = makeView(20, layout: layout)
    _ = dataSource
    let attributes = try #require(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    #expect(attributes.frame == CGRect(x: 0, y: 180, width: 100, height: 60))
    #expect(attributes.indexPath == IndexPath(item: 3, section: 0))
    #expect(view.contentSize == CGSize(width: 320, height: 1_200))
    #expect(view.indexPathsForVisibleItems == (0..<8).map { IndexPath(item: $0, section: 0) })
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 20, section: 0)) == nil)
  }

  @Test func `list items are estimated at 44 until their cells are measured`() {
    let (view, dataSource) = makeView(30, layout: Self.listLayout())
    #expect(view.contentSize.height == CGFloat(30 * 44))
    dataSource.heights = Dictionary(uniqueKeysWithValues: (0..<30).map { ("item \($0)", 80) })
    view.reloadData()
    view.layoutIfNeeded()
    // The first pass made cells for items 0 to 10 at the estimate (11 × 44 ≥ 480); measured
    // at 80, items 0 to 5 fill the bounds, and the others keep the estimate.
    #expect(view.indexPathsForVisibleItems.count == 6)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.frame.height == 80)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 11, section: 0))?.frame.height == 44)
    #expect(view.contentSize.height == CGFloat(11 * 80 + 19 * 44))
    #expect(view.visibleCells.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 80))
  }

  @Test func `inserting items above the viewport keeps the offset`() {
    let (view, dataSource) = makeView(100, layout: Self.listLayout())
    let delegate = ScrollCountingDelegate()
    view.delegate = delegate
    view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == 440)
    #expect(delegate.offsets == [440])
    dataSource.items.insert(contentsOf: ["new 0", "new 1"], at: 0)
    view.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    #expect(view.contentOffset.y == 440)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 10, section: 0))
    #expect(view.contentSize.height == CGFloat(102 * 44))
  }

  @Test func `a view without a frame shows standInVisibleItemLimit items`() {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.register(SizedItemCell.self, forCellWithReuseIdentifier: "Sized")
    let dataSource = SizedItemsDataSource((0..<30).map { "item \($0)" })
    view.dataSource = dataSource
    view.standInVisibleItemLimit = 4
    window.addSubview(view)
    view.layoutIfNeeded()
    #expect(view.indexPathsForVisibleItems == (0..<4).map { IndexPath(item: $0, section: 0) })
    view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .bottom, animated: false)
    #expect(view.contentOffset.y == CGFloat(17 * 50))
    #expect(view.indexPathsForVisibleItems == (17..<21).map { IndexPath(item: $0, section: 0) })
  }
}
