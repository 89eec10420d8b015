import Foundation
import Tabula
import TabulaTesting
import TabulaUIKit
import Testing
import UIKit

/// A `TableViewController` showing a `PagedProvider`: rows that scroll into view load the
/// next page, the footer shows "Loading more…" and failures with a Retry button, and pulling
/// the table down refreshes; tested against the UIKit stand-in.
@MainActor
struct TableViewControllerPagingTests {
  typealias Controller = TableViewController<ListSection, AdapterItem>

  private struct Offline: Error, CustomStringConvertible {
    var description: String { "The network is offline" }
  }

  private struct SignedOut: LocalizedError {
    var errorDescription: String? { "Sign in again to see more" }
  }

  private let pages = ManualPageLoader<AdapterItem, Int>()

  private func makeScreen() throws -> (
    controller: Controller, provider: PagedProvider<AdapterItem, Int>, tableView: UITableView,
    window: UIWindow
  ) {
    let provider = PagedProvider<AdapterItem, Int>(
      prefetchDistance: 2, diagnostics: .ignore, loadPage: pages.loader)
    let controller = Controller(provider: provider, diagnostics: .ignore)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    tableView.simulatedVisibleRowLimit = 5
    return (controller, provider, tableView, window)
  }

  private static func items(_ ids: [Int]) -> [AdapterItem] { ids.map { AdapterItem($0) } }

  private static func labels(_ ids: [Int]) -> [String?] { items(ids).map(\.label) }

  @Test func `rows scrolled near the end load the next page, with Loading more below the rows`()
    async throws
  {
    let (controller, provider, tableView, window) = try makeScreen()
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(Self.items(Array(1...10)), next: 11)
    Presentation.settle(window)
    #expect(tableView.shownTexts == Self.labels(Array(1...5)))
    #expect(pages.cursors == [nil], "rows 1 to 5 are far from the end")
    #expect(tableView.tableFooterView == nil)

    tableView.scrollToRow(at: IndexPath(row: 9, section: 0), at: .bottom, animated: false)
    Presentation.settle(window)
    try #require(provider.pagingState == .loadingNextPage)
    #expect(tableView.tableFooterView === controller.pagingFooter)
    #expect(controller.pagingFooter.label.text == PagingFooterView.loadingText)
    #expect(controller.pagingFooter.retryButton.isHidden)

    #expect(await pages.nextRequest().cursor == 11)
    await pages.answer(Self.items(Array(11...15)), next: nil)
    Presentation.settle(window)
    #expect(tableView.numberOfRows(inSection: 0) == 15)
    #expect(provider.pagingState == .endOfList)
    #expect(tableView.tableFooterView == nil, "nothing shows at the end of the list")
    #expect(pages.mostRunning == 1)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a failed page shows its error and a Retry button that loads it again`()
    async throws
  {
    let (controller, provider, tableView, window) = try makeScreen()
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(Self.items([1, 2, 3]), next: 4)
    Presentation.settle(window)
    try #require(provider.pagingState == .loadingNextPage, "the last rows came into view")
    #expect(await pages.nextRequest().cursor == 4)
    await pages.answer(.failure(Offline()))
    Presentation.settle(window)
    #expect(provider.pagingState == .failedNextPage(Offline()))
    #expect(tableView.tableFooterView === controller.pagingFooter)
    #expect(controller.pagingFooter.label.text == "The network is offline")
    #expect(!controller.pagingFooter.retryButton.isHidden)
    #expect(tableView.shownTexts == Self.labels([1, 2, 3]), "a failed page keeps every row")

    #expect(controller.pagingFooter.retryButton.simulateTap())
    try #require(provider.pagingState == .loadingNextPage)
    #expect(await pages.nextRequest().cursor == 4)
    await pages.answer(Self.items([4, 5]), next: nil)
    Presentation.settle(window)
    #expect(tableView.shownTexts == Self.labels([1, 2, 3, 4, 5]))
    #expect(tableView.tableFooterView == nil)
    #expect(tableView.recordedViolations.isEmpty)
  }

  // tvOS has no refresh control (`UIScrollView.refreshControl` is unavailable there).
  #if !os(tvOS)
  @Test func `pulling the table down refreshes from the first page and animates the difference`()
    async throws
  {
    let (controller, provider, tableView, window) = try makeScreen()
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(Self.items([1, 2, 3]), next: nil)
    Presentation.settle(window)
    let refreshControl = try #require(tableView.refreshControl)
    let cell = tableView.cellForRow(at: IndexPath(row: 2, section: 0))

    #expect(refreshControl.simulatePullToRefresh())
    #expect(refreshControl.isRefreshing)
    try #require(provider.pagingState == .loadingFirstPage)
    #expect(tableView.tableFooterView == nil, "the first page's loading is not a footer")
    #expect(await pages.nextRequest().cursor == nil)
    await pages.answer(Self.items([0, 1, 3]), next: nil)
    Presentation.settle(window)

    #expect(!refreshControl.isRefreshing)
    #expect(tableView.shownTexts == Self.labels([0, 1, 3]))
    #expect(
      tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === cell, "item 3 kept its cell")
    #expect(controller.placeholderLabel.isHidden)
    #expect(tableView.recordedViolations.isEmpty)
  }
  #endif

  @Test func `a first page that fails shows the error in place of the rows`() async throws {
    let (controller, provider, tableView, window) = try makeScreen()
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(.failure(Offline()))
    Presentation.settle(window)
    #expect(!controller.placeholderLabel.isHidden)
    #expect(controller.placeholderLabel.text?.contains("The network is offline") == true)
    #expect(tableView.tableFooterView == nil)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a failure shows a localized error's description, or the one a URLError carries`()
    async throws
  {
    let (controller, provider, _, window) = try makeScreen()
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(.failure(SignedOut()))
    Presentation.settle(window)
    #expect(controller.placeholderLabel.text == "Sign in again to see more")

    let footer = PagingFooterView()
    let offline = URLError(
      .notConnectedToInternet,
      userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
    footer.show(.failedNextPage(offline))
    #expect(footer.label.text == "The Internet connection appears to be offline.")
    footer.show(.failedNextPage(Offline()))
    #expect(footer.label.text == "The network is offline")
  }
}
