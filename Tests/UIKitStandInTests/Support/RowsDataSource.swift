@_spi(StandIn) import UIKit

/// A table data source over sections of strings, with no editing methods.
@MainActor final class RowsDataSource: NSObject, UITableViewDataSource {
  var sections: [[String]]
  var identifier = "Cell"
  /// The index paths `cellForRowAt` was asked for, in order.
  var cellRequests: [IndexPath] = []
  /// When set, `cellForRowAt` returns this cell instead of dequeuing.
  var cellOverride: UITableViewCell?

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  convenience init(rows: [String]) {
    self.init([rows])
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests.append(indexPath)
    if let cellOverride {
      return cellOverride
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }
}

/// A table data source that implements swipe-to-delete and reordering.
@MainActor final class EditableRowsDataSource: NSObject, UITableViewDataSource {
  var sections: [[String]]
  /// Whether `commit` also calls `deleteRows(at:with:)`.
  var tellsTableAboutDeletes = true
  var editableRows: Set<IndexPath>?
  var commits: [IndexPath] = []
  var moves: [(IndexPath, IndexPath)] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    editableRows?.contains(indexPath) ?? true
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    commits.append(indexPath)
    sections[indexPath.section].remove(at: indexPath.row)
    if tellsTableAboutDeletes {
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
  }
}

/// A delegate that records selection callbacks and answers a fixed editing style.
@MainActor final class RecordingTableDelegate: NSObject, UITableViewDelegate {
  var editingStyle: UITableViewCell.EditingStyle = .delete
  var events: [String] = []

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    events.append("select \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("deselect \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    editingStyle
  }
}

/// A cell that counts `prepareForReuse()` calls.
final class CountingCell: UITableViewCell {
  private(set) var prepareForReuseCount = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    prepareForReuseCount += 1
  }
}

/// A table in a window, registered for `CountingCell` under "Cell", with its data source and
/// window kept alive.
@MainActor struct TableFixture<DataSource: UITableViewDataSource> {
  let table: UITableView
  let dataSource: DataSource
  let window: UIWindow?

  init(_ dataSource: DataSource, inWindow: Bool = true, visibleRows: Int = 20) {
    self.dataSource = dataSource
    table = UITableView(frame: .zero)
    table.standInVisibleRowLimit = visibleRows
    table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = dataSource
    if inWindow {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.addSubview(table)
      self.window = window
    } else {
      window = nil
    }
  }

  /// The text of the visible cells, by index path.
  var shownTexts: [IndexPath: String] {
    var texts: [IndexPath: String] = [:]
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      texts[indexPath] = table.cellForRow(at: indexPath)?.textLabel?.text
    }
    return texts
  }
}

/// The index path of `row` in `section`.
func path(_ section: Int, _ row: Int) -> IndexPath {
  IndexPath(row: row, section: section)
}
