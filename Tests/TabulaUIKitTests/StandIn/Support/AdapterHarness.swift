// Linux only: this file needs the UIKit stand-in (its recorded violations, cached counts,
// viewport or in-code nibs), which real UIKit does not have. See CONTRIBUTING.md, "How the UIKit
// layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaUIKit
@_spi(StandIn) import UIKit

/// One editable list shown by a table view, and optionally by a collection view too, each in a
/// window (so that they animate) and each driven by a ``ListDataSource`` bound to the list.
@MainActor
final class AdapterHarness {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let list: AdapterList
  let log = AdapterDiagnosticLog()
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
  let tableDataSource: AdapterDataSource
  let collectionView: UICollectionView?
  let collectionDataSource: AdapterDataSource?
  /// The items the list's published snapshots marked for a reload since the last
  /// ``forgetPublishedMarks()``: the list forgets a mark once it is published.
  private(set) var publishedMarks: Set<Int> = []
  private var tokens: [ObservationToken] = []

  /// Shows `snapshot` in a table (and a collection view if asked), with room for `visibleRows`
  /// rows (or items) on screen.
  init(_ snapshot: AdapterSnapshot, visibleRows: Int = 1_000, collection: Bool = false) {
    list = AdapterList(snapshot)
    tableView.standInVisibleRowLimit = visibleRows
    tableDataSource = AdapterCells.tableDataSource(for: tableView, diagnostics: log.handler)
    tokens.append(tableDataSource.bind(to: list))
    window.addSubview(tableView)
    if collection {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewFlowLayout())
      collectionView.standInVisibleItemLimit = visibleRows
      let dataSource = AdapterCells.collectionDataSource(
        for: collectionView, diagnostics: log.handler)
      tokens.append(dataSource.bind(to: list))
      window.addSubview(collectionView)
      self.collectionView = collectionView
      collectionDataSource = dataSource
    } else {
      collectionView = nil
      collectionDataSource = nil
    }
    tokens.append(
      list.observe { [weak self] published in
        self?.publishedMarks.formUnion(published.reloadedItemIdentifiers)
      })
    window.makeKeyAndVisible()
  }

  /// Starts collecting the published reload marks afresh.
  func forgetPublishedMarks() {
    publishedMarks = []
  }

  /// Ends the running animations, as the next turns of the run loop would.
  func settle() {
    UIKitStandIn.runPendingAnimations()
  }

  /// Whether every view shows the list's snapshot (no update running or waiting).
  var isSettled: Bool {
    UIKitStandIn.pendingAnimationCount == 0 && tableDataSource.snapshot == list.snapshot
      && (collectionDataSource.map { $0.snapshot == list.snapshot } ?? true)
  }

  /// The cells shown, by the identity of the item they show, in every view.
  var cellsByItem: [String: ObjectIdentifier] {
    var cells: [String: ObjectIdentifier] = [:]
    tableView.layoutIfNeeded()
    for path in tableView.indexPathsForVisibleRows ?? [] {
      if let item = tableDataSource.item(at: ItemPath(path)),
        let cell = tableView.cellForRow(at: path)
      {
        cells["table \(item.id)"] = ObjectIdentifier(cell)
      }
    }
    if let collectionView, let collectionDataSource {
      collectionView.layoutIfNeeded()
      for path in collectionView.indexPathsForVisibleItems {
        if let item = collectionDataSource.item(at: ItemPath(path)),
          let cell = collectionView.cellForItem(at: path)
        {
          cells["collection \(item.id)"] = ObjectIdentifier(cell)
        }
      }
    }
    return cells
  }

  /// What is wrong with what the views show: every view must show its data source's snapshot
  /// (the list's, once settled) — the counts of every section, and in every visible cell the
  /// label of the item at its index path, in a cell of the item's kind; section headers too.
  /// Diagnostics count too. (Violations are checked by the caller, step by step.)
  func problems() -> [String] {
    var problems = Self.tableProblems(tableView, showing: tableDataSource.snapshot)
    if let collectionView, let collectionDataSource {
      problems += Self.collectionProblems(collectionView, showing: collectionDataSource.snapshot)
    }
    if !log.entries.isEmpty {
      problems.append("diagnostics: \(log.entries)")
    }
    return problems
  }

  /// The number of violations recorded on the views so far.
  var viewViolationCount: Int {
    tableView.standInViolations.count + (collectionView?.standInViolations.count ?? 0)
  }

  /// What is wrong with what a table shows, for a model.
  static func tableProblems(_ tableView: UITableView, showing model: AdapterSnapshot)
    -> [String]
  {
    var problems: [String] = []
    if tableView.numberOfSections != model.numberOfSections {
      problems.append("table: \(tableView.numberOfSections) sections, model \(model.layout)")
    }
    for section in 0..<model.numberOfSections {
      let rows = tableView.numberOfRows(inSection: section)
      let expected = model.numberOfItems(inSectionAt: section) ?? -1
      if rows != expected {
        problems.append("table: section \(section) has \(rows) rows, model \(expected)")
      }
    }
    tableView.layoutIfNeeded()
    let visible = tableView.indexPathsForVisibleRows ?? []
    let expectedVisible = min(tableView.standInVisibleRowLimit, model.numberOfItems)
    if visible.count != expectedVisible {
      problems.append("table: \(visible.count) visible rows, expected \(expectedVisible)")
    }
    for path in visible {
      let item = model.item(at: ItemPath(path))
      let cell = tableView.cellForRow(at: path)
      if cell?.textLabel?.text != item?.label {
        problems.append(
          "table: row \(path) shows \(cell?.textLabel?.text ?? "nil"), model "
            + "\(item?.label ?? "nil")")
      }
      if let item, let cell, type(of: cell) != AdapterCells.tableClass(for: item.kind) {
        problems.append("table: row \(path) is a \(type(of: cell)) for a \(item.kind) item")
      }
    }
    if let bridge = tableView.dataSource as? TableViewBridge {
      for section in 0..<model.numberOfSections {
        let title = bridge.tableView(tableView, titleForHeaderInSection: section)
        if title != model.section(at: section)?.title {
          problems.append("table: header \(section) is \(title ?? "nil")")
        }
      }
    } else {
      problems.append("table: the data source is not a TableViewBridge")
    }
    return problems
  }

  /// What is wrong with what a collection view shows, for a model.
  static func collectionProblems(
    _ collectionView: UICollectionView, showing model: AdapterSnapshot
  ) -> [String] {
    var problems: [String] = []
    if collectionView.numberOfSections != model.numberOfSections {
      problems.append(
        "collection: \(collectionView.numberOfSections) sections, model \(model.layout)")
    }
    for section in 0..<model.numberOfSections {
      let items = collectionView.numberOfItems(inSection: section)
      let expected = model.numberOfItems(inSectionAt: section) ?? -1
      if items != expected {
        problems.append("collection: section \(section) has \(items) items, model \(expected)")
      }
    }
    collectionView.layoutIfNeeded()
    let visible = collectionView.indexPathsForVisibleItems
    let expectedVisible = min(collectionView.standInVisibleItemLimit, model.numberOfItems)
    if visible.count != expectedVisible {
      problems.append("collection: \(visible.count) visible items, expected \(expectedVisible)")
    }
    for path in visible {
      let item = model.item(at: ItemPath(path))
      let cell = collectionView.cellForItem(at: path) as? AdapterCollectionCell
      if cell?.label.text != item?.label {
        problems.append(
          "collection: item \(path) shows \(cell?.label.text ?? "nil"), model "
            + "\(item?.label ?? "nil")")
      }
      if let item, let cell, type(of: cell) != AdapterCells.collectionClass(for: item.kind) {
        problems.append("collection: item \(path) is a \(type(of: cell)) for a \(item.kind) item")
      }
    }
    return problems
  }

  /// The items whose cells must survive the change from `old` to `new` when both are shown
  /// settled and nothing was reloaded: an item that stays, keeps its cell kind, is not marked
  /// for reload, and whose sections (before and after) stay with unchanged models. (Items
  /// leaving a deleted section or entering a new one may be deleted and inserted, and a section
  /// whose model changes is reloaded.)
  static func itemsKeepingCells(
    from old: AdapterSnapshot, to new: AdapterSnapshot, marked: Set<Int>
  ) -> Set<Int> {
    var kept: Set<Int> = []
    for item in new.items {
      if let before = old.item(id: item.id), before.kind == item.kind,
        !marked.contains(item.id),
        let oldSection = old.sectionIdentifier(containingItem: item.id),
        let newSection = new.sectionIdentifier(containingItem: item.id),
        old.section(id: oldSection) == new.section(id: oldSection),
        old.section(id: newSection) == new.section(id: newSection)
      {
        kept.insert(item.id)
      }
    }
    return kept
  }

  /// The items whose cell changed between two readings of ``cellsByItem``, among `items`
  /// visible in both (an item that left the viewport gives its cell up for reuse).
  static func replacedCells(
    before: [String: ObjectIdentifier], after: [String: ObjectIdentifier], items: Set<Int>
  ) -> [String] {
    before.keys.sorted().filter { key in
      let id = key.split(separator: " ").last.flatMap { Int($0) }
      return id.map(items.contains) == true && after[key] != nil && after[key] != before[key]
    }
  }
}
#endif
