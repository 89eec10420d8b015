// Linux only: this file needs the UIKit stand-in (simulated lifts, hovers and drops), which
// real UIKit does not let a test drive. See CONTRIBUTING.md, "How the UIKit layer is verified".
#if os(Linux)
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// Drag and drop in a collection view, tested against the UIKit stand-in.
@MainActor
struct CollectionDragAndDropTests {
  typealias Harness = DragAndDropHarness<UICollectionView>

  private func item(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  @Test func `an item dropped in another section moves there as one undoable Move`() throws {
    let harness = try Harness()
    let view = harness.view
    #expect(view.standInBeginDrag(at: item(0, 3)))
    #expect(view.standInDragOver(item(1, 0))?.operation == .move)
    let (outcome, violations) = UIKitStandIn.capture { view.standInDrop(at: item(1, 0)) }
    #expect(violations.isEmpty)
    #expect(outcome.placements == [item(1, 0)])
    #expect(
      harness.names == [["France", "Italy", "Spain"], ["Greece", "Japan", "India", "Nepal"]])
    #expect(view.standInCachedCounts == [3, 4])
    harness.settle()
    try harness.list.undo()
    #expect(harness.names == [Harness.europe, Harness.asia])
    #expect(view.standInCachedCounts == [4, 3])
  }

  @Test func `editing mode selects several items, and lifting one drags them all`() throws {
    let harness = try Harness { $0.allowsMultipleSelection = true }
    let view = harness.view
    #expect(view.allowsMultipleSelectionDuringEditing)
    view.isEditing = true
    view.standInSimulateTap(at: item(1, 0))
    view.standInSimulateTap(at: item(0, 1))
    #expect(harness.selection == ["Japan", "Italy"])
    view.standInSimulateTap(at: item(1, 0))
    #expect(harness.selection == ["Italy"])
    view.standInSimulateTap(at: item(1, 2))
    view.standInBeginDrag(at: item(1, 2))
    let outcome = view.standInDrop(at: item(0, 0))
    #expect(outcome.placements == [item(0, 0), item(0, 1)])
    #expect(
      harness.names == [["Italy", "Nepal", "France", "Spain", "Greece"], ["Japan", "India"]])
    #expect(view.indexPathsForSelectedItems == [item(0, 0), item(0, 1)])
  }

  @Test func `out of editing mode a tap selects and deselects as before`() throws {
    let harness = try Harness { $0.allowsMultipleSelection = true }
    harness.view.standInSimulateTap(at: item(0, 0))
    #expect(harness.view.indexPathsForSelectedItems == nil)
    #expect(harness.selection.isEmpty)
  }
}
#endif
