import Testing
@_spi(StandIn) import UIKit

/// A collection data source over sections of strings.
@MainActor private final class ItemsDataSource: NSObject, UICollectionViewDataSource {
  var sections: [[String]]
  var dequeues = true
  var moves: [(IndexPath, IndexPath)] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    sections.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard dequeues else { return LabelCell(frame: .zero) }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    (cell as? LabelCell)?.label.text = sections[indexPath.section][indexPath.item]
    return cell
  }
}

/// The same, with reordering.
@MainActor private final class MovableItemsDataSource: NSObject, UICollectionViewDataSource {
  var items: [String]

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
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
}

private final class LabelCell: UICollectionViewCell {
  let label = UILabel()
  private(set) var reuses = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

@MainActor private final class RecordingCollectionDelegate: NSObject, UICollectionViewDelegate {
  var events: [String] = []

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("select \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    events.append("deselect \(indexPath.item)")
  }
}

@MainActor struct UICollectionViewTests {
  /// Keeps the views in a window for the whole test (UIKit does not retain windows either).
  private let window = UIWindow(frame: .zero)

  private func makeView(
    _ dataSource: some UICollectionViewDataSource, visibleItems: Int = 20
  ) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(LabelCell.self, forCellWithReuseIdentifier: "Item")
    view.dataSource = dataSource
    view.standInVisibleItemLimit = visibleItems
    window.addSubview(view)
    return view
  }

  @Test func `cells are dequeued, shown and reused`() throws {
    let dataSource = ItemsDataSource([(0..<6).map { "item \($0)" }])
    let view = makeView(dataSource, visibleItems: 2)
    #expect(window.subviews.first === view)
    #expect(
      view.indexPathsForVisibleItems == [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
      ])
    let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)
    #expect(first.label.text == "item 0")
    #expect(first.reuseIdentifier == "Item")
    view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: .top)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 4, section: 0))
    #expect(first.reuses == 1)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
  }

  @Test func `a cell that was not dequeued is rejected`() {
    let dataSource = ItemsDataSource([["a"]])
    dataSource.dequeues = false
    // Entering the window lays the view out, which asks for the cell.
    let (view, violations) = UIKitStandIn.capture { makeView(dataSource) }
    #expect(violations.map(\.kind) == [.cellNotDequeued])
    #expect(view.standInViolations.map(\.kind) == [.cellNotDequeued])
  }

  @Test func `dequeuing outside a cell request is an exception for collection views`() {
    let view = makeView(ItemsDataSource([["a"]]))
    let violations = UIKitStandIn.violations {
      _ = view.dequeueReusableCell(withReuseIdentifier: "Item", for: IndexPath(item: 0, section: 0))
    }
    #expect(violations.map(\.kind) == [.dequeueOutsideCellRequest])
    #expect(violations.first?.severity == .exception)
  }

  @Test func `item count failures use the items wording`() {
    let dataSource = ItemsDataSource([["a"]])
    let view = makeView(dataSource)
    let violations = UIKitStandIn.violations {
      view.performBatchUpdates {
        dataSource.sections[0].append("b")
        view.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
      }
    }
    #expect(
      violations.map(\.reason) == [
        "Invalid update: invalid number of items in section 0. The number of items contained in "
          + "an existing section after the update (2) must be equal to the number of items "
          + "contained in that section before the update (1), plus or minus the number of items "
          + "inserted or deleted from that section (2 inserted, 0 deleted) and plus or minus the "
          + "number of items moved into or out of that section (0 moved in, 0 moved out)."
      ])
    #expect(view.numberOfItems(inSection: 0) == 2)
  }

  @Test func `valid item and section updates keep the surviving cells`() throws {
    let dataSource = ItemsDataSource([["a", "b"], ["c"]])
    let view = makeView(dataSource)
    let cellB = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    let violations = UIKitStandIn.violations {
      view.performBatchUpdates {
        dataSource.sections = [["n"], ["b"], ["c", "B2"]]
        view.insertSections(IndexSet(integer: 0))
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        view.insertItems(at: [IndexPath(item: 1, section: 2)])
        view.reconfigureItems(at: [IndexPath(item: 0, section: 1)])
      }
    }
    #expect(violations.isEmpty)
    #expect(view.numberOfSections == 3)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 1)) === cellB)
    #expect(view.visibleCells.count == 4)
  }

  @Test func `taps select and moves need moveItemAt`() {
    let dataSource = MovableItemsDataSource(["a", "b", "c"])
    let delegate = RecordingCollectionDelegate()
    let view = makeView(dataSource)
    view.delegate = delegate
    #expect(view.standInSimulateTap(at: IndexPath(item: 1, section: 0)))
    #expect(view.standInSimulateTap(at: IndexPath(item: 2, section: 0)))
    #expect(delegate.events == ["select 1", "deselect 1", "select 2"])
    let violations = UIKitStandIn.violations {
      #expect(
        view.standInSimulateMove(
          from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    }
    #expect(violations.isEmpty)
    #expect(dataSource.items == ["b", "c", "a"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])

    let fixed = ItemsDataSource([["a", "b"]])
    let other = makeView(fixed)
    #expect(
      !other.standInSimulateMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))
  }

  @Test func `a nib registration provides collection cells`() throws {
    UINib.standInRegister(nibName: "CollectionTests.Cell") { [LabelCell(frame: .zero)] }
    let dataSource = ItemsDataSource([["a"]])
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    view.register(
      UINib(nibName: "CollectionTests.Cell", bundle: nil), forCellWithReuseIdentifier: "Item")
    view.dataSource = dataSource
    let violations = UIKitStandIn.violations { view.layoutIfNeeded() }
    #expect(violations.isEmpty)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell is LabelCell)
    #expect(cell.reuseIdentifier == "Item")
  }
}
