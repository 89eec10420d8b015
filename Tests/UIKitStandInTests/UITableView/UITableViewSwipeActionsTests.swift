import Testing
@_spi(StandIn) import UIKit

/// A delegate that answers swipe and context-menu configurations.
@MainActor private final class SwipingTableDelegate: NSObject, UITableViewDelegate {
  var leading: UISwipeActionsConfiguration?
  var trailing: UISwipeActionsConfiguration?
  var menu: UIContextMenuConfiguration?
  var editingStyle: UITableViewCell.EditingStyle = .delete
  var asked: [String] = []

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    asked.append("leading \(indexPath.row)")
    return leading
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    asked.append("trailing \(indexPath.row)")
    return trailing
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    editingStyle
  }

  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    asked.append("menu \(indexPath.row)")
    return menu
  }
}

@MainActor struct UITableViewSwipeActionsTests {
  @Test func `a swipe asks the delegate for the edge's configuration`() throws {
    let fixture = TableFixture(EditableRowsDataSource([["a", "b"]]))
    let delegate = SwipingTableDelegate()
    var flagged: [String] = []
    let flag = UIContextualAction(style: .normal, title: "Flag") { action, _, done in
      flagged.append(action.title ?? "")
      done(true)
    }
    delegate.leading = UISwipeActionsConfiguration(actions: [flag])
    fixture.table.delegate = delegate
    let shown = try #require(fixture.table.standInSimulateSwipe(.leading, at: path(0, 1)))
    #expect(shown.actions.map(\.title) == ["Flag"])
    #expect(shown.performsFirstActionWithFullSwipe)
    #expect(delegate.asked == ["leading 1"])
    #expect(shown.actions[0].standInPerform(in: fixture.table) == true)
    #expect(flagged == ["Flag"])
  }

  @Test func `without a trailing configuration the standard Delete action commits`() throws {
    let dataSource = EditableRowsDataSource([["a", "b"]])
    let fixture = TableFixture(dataSource)
    let shown = try #require(fixture.table.standInSimulateSwipe(.trailing, at: path(0, 0)))
    let delete = try #require(shown.actions.first)
    #expect(shown.actions.count == 1)
    #expect(delete.title == "Delete")
    #expect(delete.style == .destructive)
    #expect(dataSource.commits.isEmpty)
    let violations = UIKitStandIn.violations {
      #expect(delete.standInPerform(in: fixture.table) == true)
    }
    #expect(violations.isEmpty)
    #expect(dataSource.commits == [path(0, 0)])
    #expect(fixture.shownTexts == [path(0, 0): "b"])
  }

  @Test func `the standard Delete action checks the data source afterwards`() throws {
    let dataSource = EditableRowsDataSource([["a", "b"]])
    dataSource.tellsTableAboutDeletes = false
    let fixture = TableFixture(dataSource)
    let delete = try #require(
      fixture.table.standInSimulateSwipe(.trailing, at: path(0, 0))?.actions.first)
    let violations = UIKitStandIn.violations { delete.standInPerform(in: fixture.table) }
    #expect(violations.map(\.kind) == [.dataSourceOutOfSyncAfterEdit])
  }

  @Test func `the standard Delete action completes with false without commit`() throws {
    let fixture = TableFixture(RowsDataSource(rows: ["a"]))
    let delete = try #require(
      fixture.table.standInSimulateSwipe(.trailing, at: path(0, 0))?.actions.first)
    #expect(delete.standInPerform(in: fixture.table) == false)
  }

  @Test func `no standard Delete action when the editing style is not delete`() {
    let fixture = TableFixture(EditableRowsDataSource([["a"]]))
    let delegate = SwipingTableDelegate()
    delegate.editingStyle = .insert
    fixture.table.delegate = delegate
    #expect(fixture.table.standInSimulateSwipe(.trailing, at: path(0, 0)) == nil)
    #expect(delegate.asked == ["trailing 0"])
  }

  @Test func `no leading actions unless the delegate gives some`() {
    let fixture = TableFixture(EditableRowsDataSource([["a"]]))
    #expect(fixture.table.standInSimulateSwipe(.leading, at: path(0, 0)) == nil)
  }

  @Test func `an empty configuration turns the standard Delete action off`() {
    let fixture = TableFixture(EditableRowsDataSource([["a"]]))
    let delegate = SwipingTableDelegate()
    delegate.trailing = UISwipeActionsConfiguration(actions: [])
    fixture.table.delegate = delegate
    #expect(fixture.table.standInSimulateSwipe(.trailing, at: path(0, 0)) == nil)
  }

  @Test func `nothing shows for invalid rows, inside a batch, in editing mode or uneditable rows`()
  {
    let dataSource = EditableRowsDataSource([["a", "b"]])
    dataSource.editableRows = [path(0, 1)]
    let fixture = TableFixture(dataSource)
    #expect(fixture.table.standInSimulateSwipe(.trailing, at: path(0, 5)) == nil)
    #expect(fixture.table.standInSimulateSwipe(.trailing, at: path(0, 0)) == nil)
    fixture.table.performBatchUpdates {
      #expect(fixture.table.standInSimulateSwipe(.trailing, at: path(0, 1)) == nil)
    }
    fixture.table.setEditing(true, animated: false)
    #expect(fixture.table.standInSimulateSwipe(.trailing, at: path(0, 1)) == nil)
    fixture.table.setEditing(false, animated: false)
    #expect(fixture.table.standInSimulateSwipe(.trailing, at: path(0, 1)) != nil)
  }

  @Test func `performing an action returns nil when the handler does not complete`() {
    let action = UIContextualAction(style: .normal, title: "Later") { _, _, _ in }
    #expect(action.standInPerform(in: UIView()) == nil)
    let refused = UIContextualAction(style: .normal, title: "No") { _, _, done in done(false) }
    #expect(refused.standInPerform(in: UIView()) == false)
  }

  @Test func `a context menu comes from the delegate and its action provider`() throws {
    let fixture = TableFixture(EditableRowsDataSource([["a", "b"]]))
    let delegate = SwipingTableDelegate()
    var copied = 0
    delegate.menu = UIContextMenuConfiguration(
      identifier: "row" as NSString,
      actionProvider: { suggested in
        UIMenu(children: suggested + [UIAction(title: "Copy") { _ in copied += 1 }])
      })
    fixture.table.delegate = delegate
    let configuration = try #require(fixture.table.standInSimulateContextMenu(at: path(0, 1)))
    #expect(delegate.asked == ["menu 1"])
    #expect((configuration.identifier as? NSString) == "row")
    let menu = try #require(configuration.standInMenu())
    let copy = try #require(menu.children.first as? UIAction)
    #expect(copy.title == "Copy")
    #expect(copy.standInPerform())
    #expect(copied == 1)
    #expect(fixture.table.standInSimulateContextMenu(at: path(0, 9)) == nil)
  }

  @Test func `a configuration without providers shows no menu and a fresh identifier`() {
    let configuration = UIContextMenuConfiguration()
    #expect(configuration.standInMenu() == nil)
    #expect(configuration.standInPreview() == nil)
    #expect(configuration.identifier is NSUUID)
  }

  @Test func `a table view controller subclass overrides the swipe and menu methods`() throws {
    let controller = SwipingTableViewController(style: .plain)
    let window = UIWindow(frame: .zero)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let table = try #require(controller.tableView)
    table.layoutIfNeeded()
    #expect(table.standInSimulateSwipe(.leading, at: path(0, 0))?.actions.first?.title == "Pin")
    #expect(table.standInSimulateContextMenu(at: path(0, 0)) != nil)
  }
}

private final class SwipingTableViewController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
    ])
  }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration()
  }
}
