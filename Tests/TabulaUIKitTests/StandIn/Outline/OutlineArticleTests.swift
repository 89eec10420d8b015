// Linux only: this file taps the disclosures through the UIKit stand-in's hooks. See README,
// "How the UIKit layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// The examples of the "Outlines" section of the article "Modern lists", line for line, so
/// that they stay true; run against the UIKit stand-in in strict mode.
@MainActor
struct OutlineArticleTests {
  /// The article's list cell: a `UICollectionViewListCell` with a label.
  final class PlaceCell: UICollectionViewListCell {
    let nameLabel = UILabel(frame: .zero)

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(nameLabel)
    }
  }

  let europe = Place(id: 1, name: "Europe")
  let asia = Place(id: 2, name: "Asia")
  let france = Place(id: 10, name: "France")
  let spain = Place(id: 11, name: "Spain")

  @Test func `the article's outline on a table expands, and collapses from its disclosure`()
    throws
  {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(tableView)

    let dataSource = ListDataSource<ListSection, Place>(
      surface: tableView,
      registration: CellRegistration<UITableViewCell, Place> { cell, _, place in
        cell.textLabel?.text = place.name
      })
    var atlas = Snapshot<ListSection, Place>()
    try atlas.appendSections([ListSection(id: "World")])
    try atlas.appendItems([europe, asia])
    try atlas.appendItems([france, spain], under: europe.id)
    dataSource.apply(atlas)
    dataSource.expand([europe.id])  // or let the user tap the disclosure

    UIKitStandIn.runPendingAnimations()
    #expect(OutlineAtlas.shownNames(tableView) == ["Europe", "France", "Spain", "Asia"])
    let button = try #require(
      tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UIButton)
    #expect(button.standInTap())
    UIKitStandIn.runPendingAnimations()
    #expect(OutlineAtlas.shownNames(tableView) == ["Europe", "Asia"])
    #expect(tableView.standInViolations.isEmpty)
  }

  @Test func `the article's outline on a collection view expands from its disclosure`() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    window.addSubview(collectionView)
    var atlas = Snapshot<ListSection, Place>()
    try atlas.appendSections([ListSection(id: "World")])
    try atlas.appendItems([europe, asia])
    try atlas.appendItems([france, spain], under: europe.id)

    let dataSource = ListDataSource<ListSection, Place>(
      surface: collectionView,
      registration: CellRegistration<PlaceCell, Place> { cell, _, place in
        cell.nameLabel.text = place.name
        cell.accessories = [.disclosureIndicator()]
      })
    dataSource.apply(atlas)

    collectionView.layoutIfNeeded()
    let first = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PlaceCell)
    #expect(first.standInTapAccessory(.outlineDisclosure))
    UIKitStandIn.runPendingAnimations()
    collectionView.layoutIfNeeded()
    let names = (0..<4).map {
      (collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? PlaceCell)?
        .nameLabel.text
    }
    #expect(names == ["Europe", "France", "Spain", "Asia"])
    #expect(collectionView.standInViolations.isEmpty)
  }
}
#endif
