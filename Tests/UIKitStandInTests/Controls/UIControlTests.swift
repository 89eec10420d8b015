import Testing
@_spi(StandIn) import UIKit

@MainActor struct UIControlTests {
  @Test func `sendActions runs the actions added for those events, in the order added`() {
    let control = UIControl(frame: .zero)
    var ran: [String] = []
    control.addAction(UIAction(title: "a") { _ in ran.append("a") }, for: .valueChanged)
    control.addAction(UIAction(title: "b") { _ in ran.append("b") }, for: .touchUpInside)
    control.addAction(UIAction(title: "c") { _ in ran.append("c") }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(ran == ["a", "c"])
  }

  @Test func `an action with the identifier of one already added replaces it`() {
    let control = UIControl(frame: .zero)
    var ran: [String] = []
    let identifier = UIAction.Identifier("refresh")
    control.addAction(
      UIAction(identifier: identifier) { _ in ran.append("old") }, for: .valueChanged)
    control.addAction(
      UIAction(identifier: identifier) { _ in ran.append("new") }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(ran == ["new"])
  }

  @Test func `a button's primary action runs on tap and titles the button`() {
    var taps = 0
    let button = UIButton(primaryAction: UIAction(title: "Retry") { _ in taps += 1 })
    #expect(button.buttonType == .system)
    #expect(button.title(for: .normal) == "Retry")
    #expect(button.title(for: .highlighted) == "Retry", "other states fall back to normal")
    #expect(button.standInTap())
    #expect(taps == 1)
  }

  @Test func `a disabled or hidden button does not send its actions`() {
    var taps = 0
    let button = UIButton(type: .custom, primaryAction: UIAction { _ in taps += 1 })
    button.isEnabled = false
    #expect(!button.standInTap())
    button.isEnabled = true
    button.isHidden = true
    #expect(!button.standInTap())
    #expect(taps == 0)
  }

  @Test func `pulling a refresh control starts refreshing and sends valueChanged once`() {
    let refreshControl = UIRefreshControl()
    var pulls = 0
    refreshControl.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
    #expect(refreshControl.standInPullToRefresh())
    #expect(refreshControl.isRefreshing)
    #expect(!refreshControl.standInPullToRefresh(), "a control that refreshes ignores a pull")
    #expect(pulls == 1)
    refreshControl.endRefreshing()
    #expect(!refreshControl.isRefreshing)
  }

  @Test func `beginRefreshing shows a refresh the app started and sends nothing`() {
    let refreshControl = UIRefreshControl()
    var pulls = 0
    refreshControl.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
    refreshControl.beginRefreshing()
    #expect(refreshControl.isRefreshing)
    #expect(pulls == 0)
  }

  @Test func `a scroll view's refresh control is one of its subviews`() {
    let table = UITableView(frame: .zero)
    let first = UIRefreshControl()
    table.refreshControl = first
    #expect(table.subviews.contains { $0 === first })
    let second = UIRefreshControl()
    table.refreshControl = second
    #expect(!table.subviews.contains { $0 === first })
    #expect(table.refreshControl === second)
  }
}
