import Testing
@_spi(StandIn) import UIKit

@MainActor struct UITableViewDragAndDropTests {
  private let dataSource = EditableRowsDataSource([["a", "b", "c"], ["d"]])
  private let recorder = TableDragAndDropRecorder()
  private let fixture: TableFixture<EditableRowsDataSource>

  init() {
    fixture = TableFixture(dataSource)
    fixture.table.dragDelegate = recorder
    fixture.table.dropDelegate = recorder
  }

  /// The drop delegate a real app writes for a move: update the model and the table in one
  /// batch, then animate the item to its new row.
  private func moveOnDrop() {
    recorder.performDrop = { [dataSource] table, coordinator in
      guard let destination = coordinator.destinationIndexPath,
        let item = coordinator.items.first, let source = item.sourceIndexPath
      else { return }
      table.performBatchUpdates {
        let row = dataSource.sections[source.section].remove(at: source.row)
        dataSource.sections[destination.section].insert(row, at: destination.row)
        table.moveRow(at: source, to: destination)
      }
      coordinator.drop(item.dragItem, toRowAt: destination)
    }
  }

  @Test func `a lift starts no drag without items, a drag delegate or drag interaction`() {
    recorder.itemsPerLift = 0
    #expect(!fixture.table.standInBeginDrag(at: path(0, 0)))
    recorder.itemsPerLift = 1
    fixture.table.dragInteractionEnabled = false
    #expect(!fixture.table.standInBeginDrag(at: path(0, 0)))
    fixture.table.dragInteractionEnabled = true
    fixture.table.dragDelegate = nil
    #expect(!fixture.table.standInBeginDrag(at: path(0, 0)))
    #expect(!fixture.table.standInBeginDrag(at: path(5, 0)))
    #expect(!fixture.table.hasActiveDrag)
    #expect(recorder.events == ["items 0-0"])
  }

  @Test func `a lift begins a local drag that the table's drop delegate tracks`() throws {
    #expect(fixture.table.standInBeginDrag(at: path(0, 1)))
    #expect(fixture.table.hasActiveDrag)
    #expect(fixture.table.hasActiveDrop)
    #expect(recorder.events == ["items 0-1", "drag begins", "can handle", "drop enters"])
    let session = try #require(recorder.lastDropSession)
    #expect(session.localDragSession != nil)
    #expect(session.allowsMoveOperation)
    #expect(session.items.first?.localObject as? IndexPath == path(0, 1))
  }

  @Test func `a drop moves the row where the delegate placed it, then both sessions end`() throws {
    moveOnDrop()
    fixture.table.standInBeginDrag(at: path(0, 0))
    let proposal = try #require(fixture.table.standInDragOver(path(1, 1)))
    #expect(proposal.operation == .move)
    #expect(proposal.intent == .insertAtDestinationIndexPath)
    let (outcome, violations) = UIKitStandIn.capture { fixture.table.standInDrop(at: path(1, 1)) }
    #expect(violations.isEmpty)
    #expect(outcome.performedDrop)
    #expect(outcome.placements == [path(1, 1)])
    #expect(outcome.itemsAnimatedBack == 0)
    #expect(dataSource.sections == [["b", "c"], ["d", "a"]])
    #expect(fixture.shownTexts[path(1, 1)] == "a")
    #expect(!fixture.table.hasActiveDrag && !fixture.table.hasActiveDrop)
    #expect(recorder.events.suffix(4) == ["over 1-1", "perform drop", "drop ends", "drag ends"])
    let coordinator = try #require(recorder.lastCoordinator)
    #expect(coordinator.proposal.operation == .move)
    #expect(coordinator.items.map(\.sourceIndexPath) == [path(0, 0)])
  }

  @Test(arguments: [UIDropOperation.cancel, .forbidden])
  func `a drop the proposal does not allow is not performed and the items go back`(
    operation: UIDropOperation
  ) {
    recorder.proposal = UITableViewDropProposal(operation: operation, intent: .unspecified)
    recorder.itemsPerLift = 2
    fixture.table.standInBeginDrag(at: path(0, 0))
    let outcome = fixture.table.standInDrop(at: path(0, 2))
    #expect(!outcome.performedDrop)
    #expect(outcome.itemsAnimatedBack == 2)
    #expect(!recorder.events.contains("perform drop"))
    #expect(recorder.events.suffix(2) == ["drop ends", "drag ends"])
  }

  @Test func `a move proposal in a session that does not allow moves counts as cancel`() {
    recorder.allowsMove = false
    fixture.table.standInBeginDrag(at: path(0, 0))
    let (outcome, violations) = UIKitStandIn.capture { fixture.table.standInDrop(at: path(0, 2)) }
    #expect(!outcome.performedDrop)
    #expect(violations.map(\.kind) == [.moveProposalNotAllowed])
    #expect(violations.map(\.severity) == [.warning])
  }

  @Test func `items the delegate does not place go back where they came from`() {
    recorder.itemsPerLift = 2
    recorder.performDrop = { _, coordinator in
      coordinator.drop(coordinator.items[0].dragItem, toRowAt: path(0, 0))
    }
    fixture.table.standInBeginDrag(at: path(0, 0))
    let outcome = fixture.table.standInDrop(at: path(0, 1))
    #expect(outcome.performedDrop)
    #expect(outcome.placements == [path(0, 0)])
    #expect(outcome.itemsAnimatedBack == 1)
  }

  @Test func `dropping to a row the table does not have is reported`() {
    recorder.performDrop = { _, coordinator in
      coordinator.drop(coordinator.items[0].dragItem, toRowAt: path(0, 3))
    }
    fixture.table.standInBeginDrag(at: path(0, 0))
    let (outcome, violations) = UIKitStandIn.capture { fixture.table.standInDrop(at: path(0, 3)) }
    #expect(violations.map(\.kind) == [.dropToInvalidIndexPath])
    #expect(outcome.placements.isEmpty)
    #expect(outcome.itemsAnimatedBack == 1)
  }

  @Test func `dropping an item from elsewhere is reported`() {
    recorder.performDrop = { _, coordinator in
      coordinator.drop(UIDragItem(itemProvider: NSItemProvider()), toRowAt: path(0, 0))
    }
    fixture.table.standInBeginDrag(at: path(0, 0))
    let violations = UIKitStandIn.violations { fixture.table.standInDrop(at: path(0, 1)) }
    #expect(violations.map(\.kind) == [.dropOfItemNotInSession])
  }

  @Test func `an update between lift and drop clears the items' source index paths`() throws {
    fixture.table.standInBeginDrag(at: path(0, 1))
    dataSource.sections[0].remove(at: 1)
    fixture.table.deleteRows(at: [path(0, 1)], with: .automatic)
    fixture.table.standInDrop(at: path(0, 0))
    let coordinator = try #require(recorder.lastCoordinator)
    #expect(coordinator.items.map(\.sourceIndexPath) == [nil])
    #expect(coordinator.items.first?.dragItem.localObject as? IndexPath == path(0, 1))
  }

  @Test func `a tap during a drag adds the delegate's items`() throws {
    fixture.table.standInBeginDrag(at: path(0, 0))
    #expect(fixture.table.standInAddToDrag(at: path(1, 0)))
    fixture.table.standInDrop(at: path(0, 0))
    let coordinator = try #require(recorder.lastCoordinator)
    #expect(coordinator.items.map(\.sourceIndexPath) == [path(0, 0), path(1, 0)])
  }

  @Test func `a drag from another app has no local session and is refused when not handled`() {
    recorder.handlesExternalDrops = false
    #expect(!fixture.table.standInBeginDropFromOtherApp(itemCount: 1))
    #expect(!fixture.table.hasActiveDrop && !fixture.table.hasActiveDrag)
    #expect(fixture.table.standInDragOver(path(0, 0)) == nil)
    let outcome = fixture.table.standInDrop(at: path(0, 0))
    #expect(!outcome.performedDrop)
    #expect(recorder.lastDropSession?.localDragSession == nil)
    #expect(recorder.lastDropSession?.allowsMoveOperation == false)
    #expect(recorder.events == ["can handle"])
  }

  @Test func `a cancelled drag exits and ends the drop, then ends the drag`() {
    fixture.table.standInBeginDrag(at: path(0, 0))
    fixture.table.standInDragOver(nil)
    fixture.table.standInCancelDrag()
    #expect(recorder.events.suffix(4) == ["over nothing", "drop exits", "drop ends", "drag ends"])
    #expect(!fixture.table.hasActiveDrag)
    #expect(dataSource.sections == [["a", "b", "c"], ["d"]])
  }

  @Test func `a drag can be over the end of a section`() {
    fixture.table.standInBeginDrag(at: path(0, 0))
    #expect(fixture.table.standInDragOver(path(1, 1)) != nil)
    #expect(recorder.events.last == "over 1-1")
  }
}
