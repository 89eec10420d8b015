import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// What `TableViewController` offers follows its provider's type: an `EditableProvider` is
/// edited with undo, any other provider is shown read-only; nothing is found by casting.
@MainActor
struct TableViewControllerCapabilityTests {
  typealias Controller = TableViewController<ListSection, AdapterItem>

  private let behavior = ListBehavior<AdapterItem>(allowsDeleting: true)
  private let appearance = ListAppearance<AdapterItem>(
    showsEditButton: true, showsUndoButtons: true)

  private func snapshot(_ ids: [Int]) throws -> Snapshot<ListSection, AdapterItem> {
    try Snapshot { SnapshotSection(id: "items") { ids.map { AdapterItem($0) } } }
  }

  @Test func `an editable provider gets swipe to delete and working Undo and Redo buttons`()
    throws
  {
    let list = EditableList(try snapshot([1, 2, 3]))
    let controller = Controller(provider: list, behavior: behavior, appearance: appearance)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let buttons = try #require(controller.navigationItem.leftBarButtonItems)
    #expect(buttons.count == 2)
    #expect(!buttons[0].isEnabled)
    #expect(tableView.simulateDelete(at: IndexPath(row: 0, section: 0)))
    Presentation.settle(window)
    #expect(list.snapshot.itemIdentifiers == [2, 3])
    #expect(buttons[0].isEnabled)
    #expect(buttons[0].simulateTap())
    Presentation.settle(window)
    #expect(list.snapshot.itemIdentifiers == [1, 2, 3])
    #expect(tableView.shownTexts == [1, 2, 3].map { AdapterItem($0).label })
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a read-only provider gets no undo buttons and refuses swipe to delete`() throws {
    let provider = SnapshotProvider(try snapshot([1, 2, 3]))
    let controller = Controller(provider: provider, behavior: behavior, appearance: appearance)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    #expect(controller.navigationItem.leftBarButtonItems == nil)
    #expect(!tableView.simulateDelete(at: IndexPath(row: 0, section: 0)))
    Presentation.settle(window)
    #expect(provider.snapshot.itemIdentifiers == [1, 2, 3])
    #expect(tableView.shownTexts == [1, 2, 3].map { AdapterItem($0).label })
    #expect(tableView.recordedViolations.isEmpty)
  }
}
