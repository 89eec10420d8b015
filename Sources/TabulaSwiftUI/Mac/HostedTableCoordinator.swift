#if canImport(SwiftUI) && os(macOS)
internal import AppKit
internal import SwiftUI
@_spi(Hosting) @_spi(Surfaces) internal import Tabula
@_spi(Hosting) internal import TabulaAppKit

// MARK: - HostedTableCoordinator

/// What a ``HostedTable`` keeps between SwiftUI's updates: its view's adapter, the host that
/// decides what each update means, the array model of a list of an array, and the latest
/// row closure.
@MainActor
final class HostedTableCoordinator<SectionValue: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The host of the view's data source; `nil` until the view is made.
  private(set) var host: DeclarativeListHost<SectionValue, Item>?
  /// The array a list of an array shows, as a provider.
  let arrayModel = ArrayListModel<Item>()
  /// Makes a row's view: the latest body's closure.
  var rowContent: (@MainActor (Item) -> AnyView)?
  /// Makes a section's header view: the latest body's closure; `nil` shows section titles.
  var headerContent: (@MainActor (SectionValue) -> AnyView)?
  /// Makes a section's footer view: the latest body's closure; `nil` shows footer titles.
  var footerContent: (@MainActor (SectionValue) -> AnyView)?
  /// The text shown in place of the rows when the loaded list is empty: the latest body's,
  /// shown at once by the status view of the provider bound.
  var emptyText: String? {
    didSet { if emptyText != oldValue { statusView?.emptyText = emptyText } }
  }
  /// The app's own view in place of the rows when the loaded list is empty: the latest
  /// body's, hosted over the rows by the status view; `nil` shows the empty text.
  var emptyContent: AnyView? {
    didSet { hostEmptyContent() }
  }
  private var emptyStateView: NSHostingView<AnyView>?
  private var adapter: ListViewAdapter<SectionValue, Item>?
  private weak var tableView: NSTableView?
  private var statusView: ListStatusView?

  /// Makes the table (or outline) view in a scroll view, its adapter and its host.
  func make(in scrollView: NSScrollView, outline: Bool, diagnostics: ListDiagnostic.Handler) {
    let tableView: NSTableView = outline ? ListOutlineView() : ListTableView()
    let column = NSTableColumn(identifier: NSUserInterfaceItemIdentifier("TabulaList"))
    tableView.addTableColumn(column)
    tableView.headerView = nil
    tableView.usesAutomaticRowHeights = true
    if let outlineView = tableView as? NSOutlineView { outlineView.outlineTableColumn = column }
    scrollView.documentView = tableView
    self.tableView = tableView
    let registration = CellRegistration<HostingCellView, Item> { [weak self] cell, _, item in
      cell.show(
        item, id: AnyHashable(item.id), content: self?.rowContent?(item) ?? AnyView(EmptyView()))
    }
    host = DeclarativeListHost(
      diagnostics: diagnostics,
      schedule: { block in DispatchQueue.main.async { MainActor.assumeIsolated(block) } }
    ) { handler in
      let adapter: ListViewAdapter<SectionValue, Item> =
        if let outlineView = tableView as? NSOutlineView {
          OutlineViewAdapter<SectionValue, Item>(
            outlineView: outlineView, registration: registration, diagnostics: handler)
        } else {
          tableAdapter(tableView, registration: registration, diagnostics: handler)
        }
      self.adapter = adapter
      return adapter.dataSource
    }
    host?.didBind = { [weak self] provider in self?.showStatus(of: provider) }
  }

  /// Shows the rows, section headers and footers on screen again with the latest closures
  /// (their views
  /// may read the state of the view that hosts the list), and gives the view what the update
  /// decided.
  func didUpdate(primaryAction: (@MainActor (Set<Item.ID>) -> Void)?) {
    guard let tableView, let host, let rowContent else { return }
    tableView.allowsMultipleSelection = host.dataSource.allowsMultipleSelection
    adapter?.primaryAction = primaryAction
    if host.navigates {
      adapter?.rowAction = { [weak host] id in _ = host?.userDidClickRow(of: id) }
    } else {
      adapter?.rowAction = nil
    }
    let shown = tableView.rows(in: tableView.visibleRect)
    guard shown.length > 0 else { return }
    for row in shown.location..<(shown.location + shown.length) {
      // NB: a group row's view spans the row, its row view's only column (`NSTableRowView`'s
      // `numberOfColumns` documentation).
      if let edgeView = tableView.rowView(atRow: row, makeIfNecessary: false)?.view(atColumn: 0)
        as? HostingSectionEdgeView
      {
        let content = edgeView.edge == .header ? headerContent : footerContent
        if let section = edgeView.section as? SectionValue, let content {
          edgeView.show(content(section))
        }
        continue
      }
      guard
        let cell = tableView.view(atColumn: 0, row: row, makeIfNecessary: false)
          as? HostingCellView, let item = cell.item as? Item
      else { continue }
      cell.show(item, id: AnyHashable(item.id), content: rowContent(item))
    }
  }

  /// Gives the table view and its scroll view the look of the latest body's list style.
  func apply(_ style: MacTableStyle, in scrollView: NSScrollView) {
    guard let tableView else { return }
    style.apply(to: tableView, in: scrollView)
  }

  /// Lets go of the view.
  func dismantle() {
    host?.dismantle()
    statusView?.removeFromSuperview()
  }

  private func tableAdapter(
    _ tableView: NSTableView, registration: CellRegistration<HostingCellView, Item>,
    diagnostics: ListDiagnostic.Handler
  ) -> TableViewAdapter<SectionValue, Item> {
    let adapter = TableViewAdapter<SectionValue, Item>(
      tableView: tableView, registration: registration, diagnostics: diagnostics)
    adapter.makeHeaderView = { [weak self] section -> NSView? in
      guard let content = self?.headerContent?(section) else { return nil }
      return HostingSectionEdgeView(section: section, edge: .header, content: content)
    }
    adapter.makeFooterView = { [weak self] section -> NSView? in
      guard let content = self?.footerContent?(section) else { return nil }
      return HostingSectionEdgeView(section: section, edge: .footer, content: content)
    }
    return adapter
  }

  private func showStatus(of provider: any DataProvider<SectionValue, Item>) {
    statusView?.removeFromSuperview()
    statusView = adapter?.showStatus(of: provider, emptyText: emptyText)
    statusView?.emptyStateView = emptyStateView
  }

  /// Hosts the latest empty-state view in the status view, in the same hosting view while
  /// there is one, so that its state lives on across bodies.
  private func hostEmptyContent() {
    if let emptyContent {
      if let emptyStateView {
        emptyStateView.rootView = emptyContent
      } else {
        emptyStateView = NSHostingView(rootView: emptyContent)
      }
    } else {
      emptyStateView = nil
    }
    statusView?.emptyStateView = emptyStateView
  }
}
#endif
