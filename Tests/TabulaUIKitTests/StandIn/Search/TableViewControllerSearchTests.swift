// Linux only: typing into a search bar is the stand-in's hook; real UIKit gives a test no
// public way to type. See CONTRIBUTING.md, "How the UIKit layer is verified".
#if os(Linux)
import Tabula
import TabulaTestSupport
import TabulaExampleModels
import TabulaExamples
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// A searchable provider's controller shows a search field on its navigation item, and what
/// the user types filters the rows or runs the search.
@MainActor
struct TableViewControllerSearchTests {
  struct Name: Identifiable, Equatable {
    let id: Int
    var text: String
  }

  static let names = ["ada", "alan", "grace", "barbara"].enumerated().map {
    Name(id: $0, text: $1)
  }

  static func appearance() -> ListAppearance<Name> {
    ListAppearance { content, name in content.text = name.text }
  }

  @Test func `a filter's controller shows a search field whose text filters the rows`() throws {
    let names = try EditableList(items: Self.names)
    let search = SearchFilter(names) { name, text in name.text.contains(text) }
    let controller = TableViewController(provider: search, appearance: Self.appearance())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    controller.loadViewIfNeeded()
    let field = try #require(controller.navigationItem.searchController)
    #expect(field.searchResultsUpdater != nil)
    #expect(!field.obscuresBackgroundDuringPresentation)
    let violations = UIKitStandIn.violations {
      field.standInType("a")
      field.standInType("ra")
      UIKitStandIn.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    #expect(controller.dataSource?.snapshot.items.map(\.text) == ["grace", "barbara"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
    field.isActive = false
    UIKitStandIn.runPendingAnimations()
    #expect(controller.dataSource?.snapshot.items.count == 4, "cancelling shows every row")
  }

  @Test func `a plain provider's controller shows no search field`() throws {
    let controller = TableViewController(
      provider: try EditableList(items: Self.names), appearance: Self.appearance())
    controller.loadViewIfNeeded()
    #expect(controller.navigationItem.searchController == nil)
  }

  @Test func `a search loader's controller searches for what the user typed`() async throws {
    let search = SearchLoader<Name>(debounceMilliseconds: 0) { text in
      Self.names.filter { $0.text.hasPrefix(text) }
    }
    let controller = TableViewController(provider: search, appearance: Self.appearance())
    controller.loadViewIfNeeded()
    let field = try #require(controller.navigationItem.searchController)
    field.standInType("a")
    try await waitUntil("the search") { search.snapshot.numberOfItems == 2 }
    #expect(search.query == "a")
    #expect(controller.dataSource?.snapshot.items.map(\.text) == ["ada", "alan"])
  }

  @Test func `seed 000's users screen searches as the user types in its search field`()
    async throws
  {
    let screen = UserSearchScreen(debounceMilliseconds: 0)
    let controller = screen.makeViewController()
    controller.loadViewIfNeeded()
    let field = try #require(controller.navigationItem.searchController)
    field.standInType("octo")
    try await waitUntil("the search") { screen.users.loadState == .loaded }
    #expect(screen.users.query == "octo")
    #expect(screen.users.snapshot.items.map(\.login).allSatisfy { $0.contains("octo") })
    #expect(screen.users.snapshot.numberOfItems > 0)
  }
}
#endif
