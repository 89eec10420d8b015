import Testing
@_spi(StandIn) import UIKit

/// A table view controller subclass, written as on iOS.
private final class FruitsController: UITableViewController {
  var fruits = ["apple", "pear"]
  var appearances: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances.append("will appear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances.append("did appear")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruits.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    cell.textLabel?.text = fruits[indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    fruits.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

@MainActor struct UITableViewControllerTests {
  /// Kept for the whole test: UIKit does not retain windows either.
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  @Test func `the table is the view, with the controller as data source and delegate`() {
    let controller = FruitsController(style: .insetGrouped)
    let table: UITableView = controller.tableView
    #expect(controller.view === table)
    #expect(table.style == .insetGrouped)
    #expect(table.dataSource === controller)
    #expect(table.delegate === controller)
  }

  @Test func `the first appearance reloads the table`() {
    let controller = FruitsController(style: .plain)
    controller.loadViewIfNeeded()
    controller.fruits.append("plum")
    let violations = UIKitStandIn.violations { window.rootViewController = controller }
    #expect(violations.isEmpty)
    #expect(controller.appearances == ["will appear", "did appear"])
    #expect(controller.tableView.window === window)
    #expect(
      controller.tableView.visibleCells.map { $0.textLabel?.text } == ["apple", "pear", "plum"])
  }

  @Test func `overridden commit enables swipe-to-delete`() {
    let controller = FruitsController(style: .plain)
    window.rootViewController = controller
    let violations = UIKitStandIn.violations {
      #expect(controller.tableView.standInSimulateDelete(at: path(0, 0)))
    }
    #expect(violations.isEmpty)
    #expect(controller.fruits == ["pear"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 1)
  }

  @Test func `a controller that does not override moveRowAt cannot reorder`() {
    let controller = FruitsController(style: .plain)
    window.rootViewController = controller
    controller.setEditing(true, animated: false)
    #expect(controller.tableView.isEditing)
    #expect(!controller.tableView.standInSimulateMove(from: path(0, 0), to: path(0, 1)))
  }

  @Test func `setEditing is forwarded to the table and the edit button toggles`() {
    let controller = FruitsController(style: .plain)
    let button = controller.editButtonItem
    #expect(button.title == "Edit")
    #expect(button.standInSystemItem == .edit)
    #expect(button.standInTap())
    #expect(controller.isEditing)
    #expect(controller.tableView.isEditing)
    #expect(button.title == "Done")
    controller.isEditing = false
    #expect(!controller.tableView.isEditing)
    #expect(button.title == "Edit")
    #expect(controller.editButtonItem === button)
  }

  @Test func `later appearances clear the selection`() {
    let controller = FruitsController(style: .plain)
    window.rootViewController = controller
    controller.tableView.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
    window.rootViewController = nil
    window.rootViewController = controller
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }
}
