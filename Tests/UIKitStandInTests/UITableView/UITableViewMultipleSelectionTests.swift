import Testing
@_spi(StandIn) import UIKit

/// A table delegate that records selection and the multiple-selection interaction.
@MainActor private final class MultipleSelectionDelegate: NSObject, UITableViewDelegate {
  var beginsMultipleSelection = true
  var retarget: ((IndexPath) -> IndexPath)?
  var events: [String] = []

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    events.append("select \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("deselect \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    events.append("should begin \(indexPath.section)-\(indexPath.row)")
    return beginsMultipleSelection
  }

  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    events.append("did begin, editing \(tableView.isEditing)")
  }

  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
    events.append("did end")
  }

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    retarget?(proposedDestinationIndexPath) ?? proposedDestinationIndexPath
  }
}

@MainActor struct UITableViewMultipleSelectionTests {
  private let dataSource = EditableRowsDataSource([["a", "b", "c"], ["d"]])
  private let delegate = MultipleSelectionDelegate()
  private let fixture: TableFixture<EditableRowsDataSource>

  init() {
    fixture = TableFixture(dataSource)
    fixture.table.delegate = delegate
  }

  @Test func `in single selection a tap deselects the previous row`() {
    fixture.table.standInSimulateTap(at: path(0, 0))
    fixture.table.standInSimulateTap(at: path(0, 2))
    #expect(fixture.table.indexPathsForSelectedRows == [path(0, 2)])
    #expect(delegate.events == ["select 0-0", "deselect 0-0", "select 0-2"])
  }

  @Test func `multiple selection during editing toggles rows, only while editing`() {
    let table = fixture.table
    table.allowsMultipleSelectionDuringEditing = true
    table.standInSimulateTap(at: path(0, 0))
    table.standInSimulateTap(at: path(0, 1))
    #expect(table.indexPathsForSelectedRows == [path(0, 1)])
    table.setEditing(true, animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.standInSimulateTap(at: path(1, 0)))
    #expect(table.standInSimulateTap(at: path(0, 2)))
    #expect(!table.standInSimulateTap(at: path(1, 0)))
    #expect(table.indexPathsForSelectedRows == [path(0, 2)])
    #expect(table.standInSimulateTap(at: path(0, 0)))
    #expect(table.indexPathsForSelectedRows == [path(0, 0), path(0, 2)])
    #expect(table.cellForRow(at: path(0, 2))?.isSelected == true)
    table.setEditing(false, animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.cellForRow(at: path(0, 2))?.isSelected == false)
    #expect(
      delegate.events == [
        "select 0-0", "deselect 0-0", "select 0-1", "select 1-0", "select 0-2", "deselect 1-0",
        "select 0-0",
      ])
  }

  @Test func `editing mode selects nothing without a during-editing setting`() {
    fixture.table.setEditing(true, animated: false)
    #expect(!fixture.table.standInSimulateTap(at: path(0, 0)))
    fixture.table.allowsSelectionDuringEditing = true
    #expect(fixture.table.standInSimulateTap(at: path(0, 0)))
    #expect(fixture.table.standInSimulateTap(at: path(0, 1)))
    #expect(fixture.table.indexPathsForSelectedRows == [path(0, 1)])
  }

  @Test func `multiple selection out of editing keeps every tapped row`() {
    fixture.table.allowsMultipleSelection = true
    fixture.table.standInSimulateTap(at: path(0, 0))
    fixture.table.standInSimulateTap(at: path(1, 0))
    #expect(fixture.table.indexPathsForSelectedRows == [path(0, 0), path(1, 0)])
  }

  @Test func `selecting in code calls no delegate and follows the selection mode`() {
    let table = fixture.table
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [path(0, 1)])
    table.allowsMultipleSelectionDuringEditing = true
    table.setEditing(true, animated: false)
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    table.selectRow(at: path(1, 0), animated: false, scrollPosition: .none)
    table.deselectRow(at: path(0, 0), animated: false)
    #expect(table.indexPathsForSelectedRows == [path(1, 0)])
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(delegate.events.isEmpty)
  }

  @Test func `selecting a row the table does not have changes nothing and is reported`() {
    fixture.table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
    let violations = UIKitStandIn.violations {
      fixture.table.selectRow(at: path(0, 7), animated: false, scrollPosition: .none)
    }
    #expect(violations.map(\.kind) == [.selectInvalidIndexPath])
    #expect(violations.map(\.severity) == [.warning])
    #expect(fixture.table.indexPathsForSelectedRows == [path(0, 1)])
  }

  @Test func `the selection follows rows through batch updates and a reload clears it`() {
    let table = fixture.table
    table.allowsMultipleSelection = true
    table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    table.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
    table.performBatchUpdates {
      let moved = dataSource.sections[0].remove(at: 0)
      dataSource.sections[1].append(moved)
      dataSource.sections[0].remove(at: 1)
      table.moveRow(at: path(0, 0), to: path(1, 1))
      table.deleteRows(at: [path(0, 2)], with: .automatic)
    }
    #expect(dataSource.sections == [["b"], ["d", "a"]])
    #expect(table.indexPathsForSelectedRows == [path(1, 1)])
    table.reloadData()
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test func `a two-finger pan turns editing on and selects, when the delegate agrees`() {
    let table = fixture.table
    #expect(!table.standInBeginMultipleSelectionInteraction(at: path(0, 1)))
    #expect(delegate.events.isEmpty)
    table.allowsMultipleSelectionDuringEditing = true
    delegate.beginsMultipleSelection = false
    #expect(!table.standInBeginMultipleSelectionInteraction(at: path(0, 1)))
    delegate.beginsMultipleSelection = true
    #expect(table.standInBeginMultipleSelectionInteraction(at: path(0, 1)))
    #expect(table.isEditing)
    table.standInSimulateTap(at: path(0, 2))
    table.standInEndMultipleSelectionInteraction()
    #expect(table.isEditing)
    #expect(table.indexPathsForSelectedRows == [path(0, 1), path(0, 2)])
    #expect(
      delegate.events == [
        "should begin 0-1", "should begin 0-1", "did begin, editing true", "select 0-1",
        "select 0-2", "did end",
      ])
  }

  @Test func `the delegate can retarget a reorder`() {
    delegate.retarget = { _ in path(0, 2) }
    fixture.table.setEditing(true, animated: false)
    #expect(fixture.table.standInSimulateMove(from: path(0, 0), to: path(1, 0)))
    #expect(dataSource.sections == [["b", "c", "a"], ["d"]])
  }
}
