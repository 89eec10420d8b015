import Testing
@_spi(StandIn) import UIKit

/// Records its appearance callbacks.
private final class RecordingController: UIViewController {
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("load")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("will appear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("did appear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    events.append("will disappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    events.append("did disappear")
  }
}

@MainActor struct UINavigationControllerTests {
  @Test func `pushing puts the new top view in the window`() throws {
    let root = RecordingController()
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(root.view.window === window)
    #expect(root.navigationController === navigation)

    let pushed = RecordingController()
    navigation.pushViewController(pushed, animated: true)
    #expect(navigation.topViewController === pushed)
    #expect(navigation.viewControllers.count == 2)
    #expect(pushed.view.window === window)
    #expect(root.view.window == nil)
    #expect(pushed.events == ["load", "will appear", "did appear"])
    #expect(
      root.events == [
        "load", "will appear", "did appear", "will disappear", "did disappear",
      ])

    let popped = navigation.popViewController(animated: true)
    #expect(popped === pushed)
    #expect(pushed.navigationController == nil)
    #expect(root.view.window === window)
    #expect(pushed.events.suffix(2) == ["will disappear", "did disappear"])
    #expect(navigation.popViewController(animated: true) == nil)
  }

  @Test func `pushing the same controller twice is reported`() {
    let root = RecordingController()
    let navigation = UINavigationController(rootViewController: root)
    let violations = UIKitStandIn.violations {
      navigation.pushViewController(root, animated: false)
    }
    #expect(violations.map(\.kind) == [.pushedViewControllerTwice])
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func `a table in a pushed controller loads its cells`() {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let controller = UIViewController()
    let table = UITableView(frame: .zero, style: .grouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = dataSource
    controller.view.addSubview(table)
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = UIWindow(frame: .zero)
    window.rootViewController = navigation
    #expect(table.visibleCells.isEmpty)
    navigation.pushViewController(controller, animated: false)
    #expect(table.visibleCells.count == 2)
    #expect(table.undoManager === window.undoManager)
    #expect(controller.undoManager === window.undoManager)
  }

  @Test func `the title sets the navigation item's title`() {
    let controller = UIViewController()
    controller.title = "Fruits"
    #expect(controller.navigationItem.title == "Fruits")
    let add = UIBarButtonItem(systemItem: .add)
    controller.navigationItem.rightBarButtonItem = add
    #expect(controller.navigationItem.rightBarButtonItems?.first === add)
    controller.navigationItem.leftBarButtonItems = [controller.editButtonItem]
    #expect(controller.navigationItem.leftBarButtonItem === controller.editButtonItem)
  }
}
