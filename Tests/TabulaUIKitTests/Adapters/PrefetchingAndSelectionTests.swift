import Foundation
import Tabula
import TabulaExampleModels
import TabulaExamples
import TabulaTestSupport
import TabulaUIKit
import Testing
import UIKit

/// The items a table is about to need reach typed closures, with no index path to look up;
/// selections are deselected or kept as the behaviour says; tested against the stand-in.
@MainActor
struct PrefetchingAndSelectionTests {
  private typealias Provider = SnapshotProvider<ListSection, AdapterItem>

  private static func list(_ count: Int) throws -> Provider {
    SnapshotProvider(
      try Snapshot { SnapshotSection(id: "items") { (1...count).map { AdapterItem($0) } } })
  }

  private static func table(
    _ behavior: ListBehavior<AdapterItem>, showing provider: Provider,
    diagnostics: ListDiagnostic.Handler = .ignore
  ) -> (UITableView, ListDataSource<ListSection, AdapterItem>, ObservationToken, UIWindow) {
    let tableView = UITableView(frame: .zero)
    tableView.simulatedVisibleRowLimit = 3
    let registration = CellRegistration<AdapterTableCell, AdapterItem> { cell, _, item in
      cell.show(item)
    }
    let dataSource = ListDataSource<ListSection, AdapterItem>(
      surface: tableView, registration: registration, diagnostics: diagnostics)
    dataSource.behavior = behavior
    let token = dataSource.bind(to: provider)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(tableView)
    tableView.layoutIfNeeded()
    return (tableView, dataSource, token, window)
  }

  // Linux only: when prefetching happens is the stand-in's model of it (a screen around the
  // viewport, nearest first); on iOS it follows scrolling, asynchronously.
  #if os(Linux)
  @Test func `items about to be needed reach prefetchItems, and those dropped reach cancel`()
    throws
  {
    let prefetched = Recorded<[Int]>()
    let cancelled = Recorded<[Int]>()
    var behavior = ListBehavior<AdapterItem>()
    behavior.prefetchItems = { items in prefetched.append(items.map(\.id)) }
    behavior.cancelPrefetchingItems = { items in cancelled.append(items.map(\.id)) }
    let (tableView, dataSource, token, window) = Self.table(
      behavior, showing: try Self.list(20))
    #expect(prefetched.values == [[4, 5, 6]])
    tableView.scrollToRow(at: IndexPath(row: 14, section: 0), at: .top, animated: false)
    #expect(cancelled.values == [[4, 5, 6]])
    #expect(prefetched.values.last == [18, 14, 19, 13, 20, 12])
    #expect(tableView.recordedViolations.isEmpty)
    token.cancel()
    withExtendedLifetime((dataSource, window)) {}
  }
  #endif

  @Test func `a prefetch of rows deleted since is skipped with a diagnostic, not a crash`()
    throws
  {
    let prefetched = Recorded<[Int]>()
    let diagnostics = Seed003.DiagnosticRecorder()
    var behavior = ListBehavior<AdapterItem>()
    behavior.prefetchItems = { items in prefetched.append(items.map(\.id)) }
    let (tableView, dataSource, token, window) = Self.table(
      behavior, showing: try Self.list(3), diagnostics: diagnostics.handler)
    let prefetching = try #require(tableView.prefetchDataSource)
    prefetching.tableView(
      tableView, prefetchRowsAt: [IndexPath(row: 2, section: 0), IndexPath(row: 7, section: 0)])
    #expect(prefetched.values == [[3]])
    #expect(diagnostics.kinds == [.positionOutOfRange])
    token.cancel()
    withExtendedLifetime((dataSource, window)) {}
  }

  @Test func `a selected row is deselected unless the behaviour keeps selections`()
    throws
  {
    for keeps in [false, true] {
      let selected = Recorded<Int>()
      var behavior = ListBehavior<AdapterItem>(
        didSelect: { item, _ in selected.append(item.id) })
      behavior.deselectsOnSelection = !keeps
      let (tableView, dataSource, token, window) = Self.table(
        behavior, showing: try Self.list(3))
      #expect(tableView.simulateTap(at: IndexPath(row: 1, section: 0)))
      #expect(selected.values == [2])
      let expected = keeps ? IndexPath(row: 1, section: 0) : nil
      #expect(tableView.indexPathForSelectedRow == expected)
      token.cancel()
      withExtendedLifetime((dataSource, window)) {}
    }
  }

  @Test func `several rows selected in code outside editing all show selected; a tap keeps one`()
    throws
  {
    let selected = Recorded<Int>()
    var behavior = ListBehavior<AdapterItem>(didSelect: { item, _ in selected.append(item.id) })
    behavior.deselectsOnSelection = false
    behavior.allowsMultipleSelection = true
    let (tableView, dataSource, token, window) = Self.table(behavior, showing: try Self.list(3))
    dataSource.selection = [1, 3]
    #expect(!tableView.isEditing)
    #expect(tableView.indexPathsForSelectedRows == [[0, 0], [0, 2]])
    // A tap on one of them, then on another row: each time that row alone stays selected.
    tableView.simulateTap(at: IndexPath(row: 2, section: 0))
    #expect(dataSource.selection == [3])
    #expect(tableView.indexPathsForSelectedRows == [[0, 2]])
    tableView.simulateTap(at: IndexPath(row: 1, section: 0))
    #expect(dataSource.selection == [2])
    #expect(tableView.indexPathsForSelectedRows == [[0, 1]])
    #expect(selected.values == [3, 2])
    token.cancel()
    withExtendedLifetime((dataSource, window)) {}
  }
}
