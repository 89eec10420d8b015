// Linux only: these tests tap the outline disclosures through the UIKit stand-in's hooks. See
// README, "How the UIKit layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// An outline in a collection view of list cells: indentation levels, an outline disclosure
/// appended to the app's accessories, expand and collapse as legal batches; tested against
/// the UIKit stand-in.
@MainActor
struct OutlineCollectionListTests {
  private func cell(_ view: UICollectionView, _ item: Int) -> PlaceListCell? {
    view.cellForItem(at: IndexPath(item: item, section: 0)) as? PlaceListCell
  }

  private func accessoryTypes(_ view: UICollectionView, _ item: Int)
    -> [UICellAccessory.AccessoryType]?
  {
    cell(view, item)?.accessories.map(\.accessoryType)
  }

  @Test func `list cells get their level and an outline disclosure after the app's accessories`()
    throws
  {
    let (window, view, dataSource) = OutlineAtlas.collection(showing: try OutlineAtlas.outline())
    dataSource.expand([OutlineAtlas.europe], animated: false)
    view.layoutIfNeeded()
    #expect((0..<4).map { cell(view, $0)?.indentationLevel } == [0, 1, 1, 0])
    #expect(accessoryTypes(view, 0) == [.disclosureIndicator, .outlineDisclosure])
    #expect(accessoryTypes(view, 1) == [.disclosureIndicator, .outlineDisclosure])
    #expect(accessoryTypes(view, 2) == [.disclosureIndicator], "Spain has no children")
    #expect(view.standInViolations.isEmpty)
    _ = window
  }

  @Test func `the outline disclosure expands and collapses in batches, redrawn each time`()
    throws
  {
    let (window, view, dataSource) = OutlineAtlas.collection(showing: try OutlineAtlas.outline())
    let europe = try #require(cell(view, 0))
    let asia = try #require(cell(view, 1))
    let (configurations, reuses) = (europe.configurations, europe.reuses)

    #expect(europe.standInTapAccessory(.outlineDisclosure))
    UIKitStandIn.runPendingAnimations()
    view.layoutIfNeeded()
    #expect(dataSource.snapshot.itemIdentifiers == [1, 10, 11, 2])
    #expect(view.standInCachedCounts == [4])
    #expect(cell(view, 0) === europe, "reconfigured")
    #expect(cell(view, 3) === asia, "moved, kept")
    #expect(europe.configurations == configurations + 1)
    #expect(europe.reuses == reuses, "a batch, not a reload")
    #expect(accessoryTypes(view, 0) == [.disclosureIndicator, .outlineDisclosure])

    #expect(europe.standInTapAccessory(.outlineDisclosure))
    UIKitStandIn.runPendingAnimations()
    view.layoutIfNeeded()
    #expect(dataSource.snapshot.itemIdentifiers == [1, 2])
    #expect(europe.configurations == configurations + 2)
    #expect(accessoryTypes(view, 0) == [.disclosureIndicator, .outlineDisclosure])
    #expect(view.standInViolations.isEmpty)
    _ = window
  }

  @Test func `a reconfigured cell whose app keeps its accessories shows one disclosure`() throws {
    // The app sets its accessories once, when the cell is first configured.
    let (window, view, dataSource) = OutlineAtlas.collection(
      showing: try OutlineAtlas.outline()
    ) { cell in
      if cell.configurations == 1 { cell.accessories = [.disclosureIndicator()] }
    }
    let europe = try #require(cell(view, 0))
    dataSource.expand([OutlineAtlas.europe])
    UIKitStandIn.runPendingAnimations()
    dataSource.collapse([OutlineAtlas.europe])
    UIKitStandIn.runPendingAnimations()
    #expect(europe.configurations == 3)
    #expect(europe.accessories.map(\.accessoryType) == [.disclosureIndicator, .outlineDisclosure])
    #expect(view.standInViolations.isEmpty)
    _ = window
  }

  @Test func `a flat list's list cells keep the indentation and accessories the app set`() throws {
    let (window, view, _) = OutlineAtlas.collection(showing: try OutlineAtlas.flat()) { cell in
      cell.indentationLevel = 2
      cell.accessories = [.disclosureIndicator()]
    }
    let first = try #require(cell(view, 0))
    #expect(first.indentationLevel == 2)
    #expect(first.accessories.map(\.accessoryType) == [.disclosureIndicator])
    #expect(!first.standInTapAccessory(.outlineDisclosure))
    #expect(view.standInViolations.isEmpty)
    _ = window
  }
}
#endif
