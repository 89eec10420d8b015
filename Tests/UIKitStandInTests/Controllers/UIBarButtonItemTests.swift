import Testing
@_spi(StandIn) import UIKit

@MainActor struct UIBarButtonItemTests {
  @Test func `tapping an item runs its primary action`() {
    var taps = 0
    let action = UIAction(title: "Add", image: UIImage(systemName: "plus")) { _ in taps += 1 }
    let item = UIBarButtonItem(systemItem: .add, primaryAction: action)
    #expect(item.standInSystemItem == .add)
    #expect(item.standInTap())
    #expect(taps == 1)
    item.isEnabled = false
    #expect(!item.standInTap())
    #expect(taps == 1)
  }

  @Test func `an item without an action ignores taps`() {
    let violations = UIKitStandIn.violations {
      #expect(!UIBarButtonItem(title: "Nothing").standInTap())
    }
    #expect(violations.isEmpty)
  }

  @Test func `the title and image come from the action when not given`() {
    let action = UIAction(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down")) { _ in
    }
    let item = UIBarButtonItem(primaryAction: action)
    #expect(item.title == "Sort")
    #expect(item.image?.standInSystemName == "arrow.up.arrow.down")
    #expect(UIImage(systemName: "") == nil)
  }

  @Test func `a disabled action does not run`() {
    var ran = false
    let action = UIAction(
      title: "Delete", identifier: UIAction.Identifier("delete"), attributes: [.disabled]
    ) { _ in ran = true }
    #expect(action.identifier.rawValue == "delete")
    #expect(!action.standInPerform())
    #expect(!ran)
    let menu = UIMenu(title: "More", children: [action])
    #expect(menu.children.count == 1)
  }
}
