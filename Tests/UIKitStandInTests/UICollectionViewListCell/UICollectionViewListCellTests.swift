import Testing
@_spi(StandIn) import UIKit

/// A collection data source whose items show in list cells.
@MainActor private final class ListItemsDataSource: NSObject, UICollectionViewDataSource {
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
    collectionView.dequeueReusableCell(withReuseIdentifier: "List", for: indexPath)
  }
}

/// List cells' indentation and accessories, outline disclosure included, and finding the
/// index path of a cell.
@MainActor struct UICollectionViewListCellTests {
  /// Keeps the views in a window for the whole test.
  private let window = UIWindow(frame: .zero)

  private func makeView(_ dataSource: ListItemsDataSource) -> UICollectionView {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
    view.dataSource = dataSource
    window.addSubview(view)
    view.layoutIfNeeded()
    return view
  }

  @Test func `a list cell starts unindented, without accessories`() {
    let cell = UICollectionViewListCell(frame: .zero)
    #expect(cell.indentationLevel == 0)
    #expect(cell.indentationWidth == 10)
    #expect(cell.indentsAccessories)
    #expect(cell.accessories.isEmpty)
  }

  @Test func `a tap on an outline disclosure runs its handler, not the other accessories'`() {
    let cell = UICollectionViewListCell(frame: .zero)
    var taps = 0
    cell.accessories = [.disclosureIndicator(), .outlineDisclosure { taps += 1 }]
    #expect(cell.accessories.map(\.accessoryType) == [.disclosureIndicator, .outlineDisclosure])
    #expect(!cell.standInTapAccessory(.disclosureIndicator), "an indicator has no handler")
    #expect(cell.standInTapAccessory(.outlineDisclosure))
    #expect(taps == 1)
  }

  @Test func `an outline disclosure without a handler, hidden or not shown does nothing`() {
    let cell = UICollectionViewListCell(frame: .zero)
    var taps = 0
    cell.accessories = [.outlineDisclosure()]
    #expect(!cell.standInTapAccessory(.outlineDisclosure), "no diffable data source to toggle")
    cell.accessories = [
      .outlineDisclosure(options: .init(isHidden: true)) { taps += 1 }
    ]
    #expect(!cell.standInTapAccessory(.outlineDisclosure))
    cell.accessories = [.outlineDisclosure(displayed: .whenEditing) { taps += 1 }]
    #expect(!cell.standInTapAccessory(.outlineDisclosure), "the cell is not editing")
    #expect(taps == 0)
  }

  @Test func `outline disclosure options keep their style, automatic by default`() {
    let plain = UICellAccessory.outlineDisclosure()
    #expect(plain.standInOutlineDisclosureStyle == .automatic)
    #expect(!plain.standInHasActionHandler)
    let header = UICellAccessory.outlineDisclosure(options: .init(style: .header)) {}
    #expect(header.standInOutlineDisclosureStyle == .header)
    #expect(header.standInHasActionHandler)
    #expect(UICellAccessory.disclosureIndicator().standInOutlineDisclosureStyle == nil)
  }

  @Test func `a visible cell's index path is found, and follows the rows of a batch`() throws {
    let dataSource = ListItemsDataSource(["a", "b", "c"])
    let view = makeView(dataSource)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(view.indexPath(for: cell) == IndexPath(item: 1, section: 0))
    dataSource.items.insert("z", at: 0)
    view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    view.layoutIfNeeded()
    #expect(view.indexPath(for: cell) == IndexPath(item: 2, section: 0))
    #expect(view.indexPath(for: UICollectionViewListCell(frame: .zero)) == nil)
  }

  @Test func `a table finds the row of a visible cell, and none for another cell`() throws {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = dataSource
    window.addSubview(table)
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(table.indexPath(for: cell) == IndexPath(row: 1, section: 0))
    #expect(table.indexPath(for: UITableViewCell(style: .default, reuseIdentifier: nil)) == nil)
  }

  @Test func `a table cell keeps its indentation and accessory view, and a button its image`() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.indentationLevel == 0)
    #expect(cell.indentationWidth == 10)
    #expect(cell.accessoryView == nil)
    let button = UIButton(frame: .zero)
    button.setImage(UIImage(systemName: "chevron.right"), for: .normal)
    #expect(button.currentImage?.standInSystemName == "chevron.right")
    #expect(button.image(for: .highlighted)?.standInSystemName == "chevron.right")
    cell.accessoryView = button
    cell.indentationLevel = 2
    #expect(cell.accessoryView === button)
    #expect(cell.indentationLevel == 2)
  }
}
