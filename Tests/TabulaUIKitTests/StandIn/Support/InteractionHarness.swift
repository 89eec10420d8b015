// Linux only: this file drives the UIKit stand-in's simulated gestures and reads its recorded
// violations, which real UIKit does not have. See CONTRIBUTING.md, "How the UIKit layer is
// verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaExampleModels
import TabulaExamples
import TabulaTestSupport
import TabulaUIKit
@_spi(StandIn) import UIKit

/// A node of the interaction runs: a row of a flat list, of a section or of an outline.
struct Node: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
}

/// A table cell that remembers the node it shows.
final class NodeTableCell: UITableViewCell {
  private(set) var shown: Node?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func show(_ node: Node) {
    shown = node
    textLabel?.text = node.name
  }
}

/// A list cell that remembers the node it shows.
final class NodeListCell: UICollectionViewListCell {
  private(set) var shown: Node?

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func show(_ node: Node) {
    shown = node
  }
}

/// One editable list, flat, in sections or an outline, shown by a table or a collection view
/// list in a window through a `ListDataSource` whose behaviour allows deleting, moving and
/// multiple selection, in editing mode.
@MainActor
final class InteractionHarness {
  /// How the list's rows are arranged.
  enum Shape: String, CaseIterable {
    case flat
    case sections
    case outline
  }

  let shape: Shape
  let list: EditableList<ListSection, Node>
  let diagnostics = Seed003.DiagnosticRecorder()
  let tableView: UITableView?
  let collectionView: UICollectionView?
  let dataSource: ListDataSource<ListSection, Node>
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  private var token: ObservationToken?
  private var nextID = 1_000

  init(shape: Shape, table: Bool, using random: inout SeededRandom) throws {
    self.shape = shape
    list = EditableList(try Self.initialSnapshot(shape, using: &random))
    let behavior = ListBehavior<Node>(allowsDeleting: true, allowsMoving: true).with {
      $0.allowsMultipleSelection = true
    }
    if table {
      let tableView = UITableView(frame: window.bounds, style: .plain)
      tableView.standInVisibleRowLimit = 1_000
      dataSource = ListDataSource(
        surface: tableView,
        registration: CellRegistration<NodeTableCell, Node> { cell, _, node in cell.show(node) },
        diagnostics: diagnostics.handler)
      window.addSubview(tableView)
      self.tableView = tableView
      collectionView = nil
    } else {
      let collectionView = UICollectionView(
        frame: window.bounds,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain)))
      collectionView.standInVisibleItemLimit = 1_000
      dataSource = ListDataSource(
        surface: collectionView,
        registration: CellRegistration<NodeListCell, Node> { cell, _, node in cell.show(node) },
        diagnostics: diagnostics.handler)
      collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain, showing: dataSource))
      window.addSubview(collectionView)
      self.collectionView = collectionView
      tableView = nil
    }
    dataSource.behavior = behavior
    window.makeKeyAndVisible()
    token = dataSource.bind(to: list)
    if shape == .outline {
      let parents = list.snapshot.items.filter {
        !(list.snapshot.children(of: $0.id) ?? []).isEmpty
      }
      dataSource.expand(parents.filter { _ in random.chance(0.6) }.map(\.id), animated: false)
    }
    tableView?.setEditing(true, animated: false)
    collectionView?.isEditing = true
  }

  /// A random list of the shape: one section of up to 8 rows; up to 3 sections of up to 5; or
  /// up to 2 sections of an outline three levels deep.
  static func initialSnapshot(
    _ shape: Shape, using random: inout SeededRandom
  ) throws -> Snapshot<ListSection, Node> {
    var snapshot = Snapshot<ListSection, Node>()
    var id = 0
    func node() -> Node {
      id += 1
      return Node(id: id, name: "n\(id)")
    }
    let sections =
      switch shape {
      case .flat: 1
      case .sections: Int.random(in: 1...3, using: &random)
      case .outline: Int.random(in: 1...2, using: &random)
      }
    for index in 0..<sections {
      let section = ListSection(id: "s\(index)")
      try snapshot.appendSections([section])
      let count = Int.random(in: shape == .flat ? 0...8 : 0...5, using: &random)
      let top = (0..<count).map { _ in node() }
      try snapshot.appendItems(top, toSection: section.id)
      guard shape == .outline else { continue }
      for parent in top where random.chance(0.5) {
        let children = (0..<Int.random(in: 1...3, using: &random)).map { _ in node() }
        try snapshot.appendItems(children, under: parent.id)
        for child in children where random.chance(0.3) {
          try snapshot.appendItems([node()], under: child.id)
        }
      }
    }
    return snapshot
  }

  /// A new node for an insert.
  func freshNode() -> Node {
    nextID += 1
    return Node(id: nextID, name: "n\(nextID)")
  }

  // MARK: What the view shows

  /// The number of rows of each section of the view, as the view counts them now.
  var viewCounts: [Int] {
    if let tableView {
      return (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    }
    guard let collectionView else { return [] }
    return (0..<collectionView.numberOfSections).map {
      collectionView.numberOfItems(inSection: $0)
    }
  }

  /// The node each row of the view shows, section by section, read from its cells.
  var shownNodes: [[Int?]] {
    tableView?.layoutIfNeeded()
    collectionView?.layoutIfNeeded()
    return viewCounts.enumerated().map { section, count in
      (0..<count).map { row in
        if let tableView {
          return
            (tableView.cellForRow(at: IndexPath(row: row, section: section))
            as? NodeTableCell)?.shown?.id
        }
        return
          (collectionView?.cellForItem(at: IndexPath(item: row, section: section))
          as? NodeListCell)?.shown?.id
      }
    }
  }

  /// The node and indentation each row of a table shows, for tracing a run.
  var shownLevels: [String] {
    guard let tableView else { return shownNodes.map { "\($0)" } }
    return viewCounts.enumerated().flatMap { section, count in
      (0..<count).map { row in
        let cell = tableView.cellForRow(at: IndexPath(row: row, section: section)) as? NodeTableCell
        return "\(cell?.shown?.id ?? -1):\(cell?.indentationLevel ?? -1)"
      }
    }
  }

  /// The rows the provider's list has on screen: all of them, or for an outline those under
  /// expanded rows.
  var providerRows: Snapshot<ListSection, Node> {
    shape == .outline
      ? list.snapshot.visibleSnapshot(expanded: dataSource.expandedItems) : list.snapshot
  }

  /// What is wrong, once every animation ended, with what the view and the data source show.
  func settledProblems() -> [String] {
    var problems: [String] = []
    let rows = providerRows
    let expected = (0..<rows.numberOfSections).map {
      (rows.items(inSectionAt: $0) ?? []).map { Optional($0.id) }
    }
    let shown = shownNodes
    if shown != expected {
      problems.append("the view shows \(shown), the provider \(expected)")
    }
    let sourceRows = (0..<dataSource.snapshot.numberOfSections).map {
      (dataSource.snapshot.items(inSectionAt: $0) ?? []).map { Optional($0.id) }
    }
    if sourceRows != expected {
      problems.append("the data source shows \(sourceRows), the provider \(expected)")
    }
    if let tableView {
      for (section, ids) in expected.enumerated() {
        for (row, id) in ids.enumerated() {
          let level = tableView.cellForRow(at: IndexPath(row: row, section: section))?
            .indentationLevel
          if let id, shape == .outline, level != list.snapshot.level(of: id) {
            problems.append("row \(id) is indented \(level ?? -1)")
          }
        }
      }
    }
    return problems
  }

  // MARK: Gestures

  /// A random index path the view has now, or `nil` for an empty view.
  func randomRow(using random: inout SeededRandom) -> IndexPath? {
    let counts = viewCounts
    let sections = counts.indices.filter { counts[$0] > 0 }
    guard let section = sections.randomElement(using: &random) else { return nil }
    return IndexPath(item: Int.random(in: 0..<counts[section], using: &random), section: section)
  }

  /// A random place to drop a row lifted from `source`, counted without it.
  func randomDestination(from source: IndexPath, using random: inout SeededRandom) -> IndexPath? {
    let counts = viewCounts
    guard let section = counts.indices.randomElement(using: &random) else { return nil }
    let count = counts[section] - (section == source.section ? 1 : 0)
    guard count >= 0 else { return nil }
    return IndexPath(item: Int.random(in: 0...count, using: &random), section: section)
  }

  /// The user swipes a row away (a table's delete control, a list cell's trailing swipe).
  func swipeDelete(at path: IndexPath) -> Bool {
    if let tableView { return tableView.simulateDelete(at: path) }
    guard let collectionView,
      let action = collectionView.standInSimulateSwipe(.trailing, at: path)?.actions.first
    else { return false }
    return action.standInPerform(in: collectionView) ?? false
  }

  /// The user drags a row to another place in the view (the reorder control).
  func reorder(from source: IndexPath, to destination: IndexPath) -> Bool {
    if let tableView { return tableView.simulateMove(from: source, to: destination) }
    return collectionView?.simulateMove(from: source, to: destination) ?? false
  }

  /// The user lifts rows, then drops them (drag and drop within the view).
  func dragAndDrop(lifting paths: [IndexPath], to destination: IndexPath) -> Bool {
    guard let first = paths.first else { return false }
    if let tableView {
      guard tableView.standInBeginDrag(at: first) else { return false }
      for path in paths.dropFirst() { tableView.standInAddToDrag(at: path) }
      return tableView.standInDrop(at: destination).performedDrop
    }
    guard let collectionView, collectionView.standInBeginDrag(at: first) else { return false }
    for path in paths.dropFirst() { collectionView.standInAddToDrag(at: path) }
    return collectionView.standInDrop(at: destination).performedDrop
  }

  /// The user taps a row's disclosure, if it has one.
  func tapDisclosure(at path: IndexPath) -> Bool {
    if let tableView {
      let button = tableView.cellForRow(at: path)?.accessoryView as? UIButton
      return button?.standInTap() ?? false
    }
    let cell = collectionView?.cellForItem(at: path) as? UICollectionViewListCell
    return cell?.standInTapAccessory(.outlineDisclosure) ?? false
  }

  /// The user selects rows in editing mode and deletes the selection.
  func deleteSelected(_ paths: [IndexPath]) -> Bool {
    for path in paths {
      if let tableView {
        tableView.simulateTap(at: path)
      } else {
        collectionView?.simulateTap(at: path)
      }
    }
    guard !dataSource.selection.isEmpty else { return false }
    dataSource.deleteSelection()
    return true
  }

  /// Ends every running animation, and those the ends start, until nothing runs or waits.
  func settle() {
    for _ in 0..<50 where UIKitStandIn.pendingAnimationCount > 0 {
      UIKitStandIn.runPendingAnimations()
    }
  }

  /// Whether an update animates or waits.
  var isAnimating: Bool { UIKitStandIn.pendingAnimationCount > 0 }

  /// Keeps the list bound.
  func end() {
    withExtendedLifetime((window, token)) {}
  }
}
#endif
