@_spi(StandIn) import UIKit

/// A table cell that reports `reportedHeight` from `systemLayoutSizeFitting`, as a cell with
/// constraints would, and counts how often it was measured.
final class SizedCell: UITableViewCell {
  var reportedHeight: CGFloat = 0
  private(set) var measureCount = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    measureCount += 1
    return CGSize(width: targetSize.width, height: reportedHeight)
  }
}

/// A table data source over rows named by their text, whose `SizedCell`s report the height
/// in `heights` (0 when absent).
@MainActor final class SizedRowsDataSource: NSObject, UITableViewDataSource {
  var sections: [[String]]
  var heights: [String: CGFloat] = [:]

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
    let cell = tableView.dequeueReusableCell(withIdentifier: "Sized", for: indexPath)
    let text = sections[indexPath.section][indexPath.row]
    cell.textLabel?.text = text
    (cell as? SizedCell)?.reportedHeight = heights[text] ?? 0
    return cell
  }
}

/// A table delegate that answers fixed heights by index path and records the scrolling calls
/// with the scroll view's flags at each.
@MainActor final class GeometryTableDelegate: NSObject, UITableViewDelegate {
  /// The height of each row; rows not listed use the table's `rowHeight`.
  var heights: [IndexPath: CGFloat] = [:]
  /// Each scrolling call, as "name offset tracking dragging decelerating".
  var events: [String] = []

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath] ?? tableView.rowHeight
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    record("didScroll", scrollView)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    record("willBeginDragging", scrollView)
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    record("didEndDragging(\(decelerate))", scrollView)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    record("willBeginDecelerating", scrollView)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    record("didEndDecelerating", scrollView)
  }

  private func record(_ name: String, _ scrollView: UIScrollView) {
    let flags = [scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating]
      .map { $0 ? "1" : "0" }.joined()
    events.append("\(name) \(Int(scrollView.contentOffset.y)) \(flags)")
  }
}

/// A 320 × 480 table in a window, registered for `SizedCell` under "Sized", with its data
/// source, delegate and window kept alive.
@MainActor struct GeometryFixture {
  static let width: CGFloat = 320
  static let height: CGFloat = 480

  let table: UITableView
  let dataSource: SizedRowsDataSource
  let delegate = GeometryTableDelegate()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  /// A table over `sections`; `rowHeight` 44 unless given (`automaticDimension` for
  /// self-sizing rows).
  init(_ sections: [[String]], rowHeight: CGFloat = 44) {
    dataSource = SizedRowsDataSource(sections)
    table = UITableView(
      frame: CGRect(x: 0, y: 0, width: Self.width, height: Self.height), style: .plain)
    table.rowHeight = rowHeight
    table.register(SizedCell.self, forCellReuseIdentifier: "Sized")
    table.dataSource = dataSource
    table.delegate = delegate
    window.addSubview(table)
    table.layoutIfNeeded()
  }

  /// A table of `count` rows named "row 0", "row 1", … in one section.
  init(rows count: Int, rowHeight: CGFloat = 44) {
    self.init([(0..<count).map { "row \($0)" }], rowHeight: rowHeight)
  }

  /// The texts of the visible rows, in order.
  var visibleTexts: [String] {
    table.visibleCells.compactMap { $0.textLabel?.text }
  }

  /// The rows whose extent meets `top ..< top + height`, from `heights[section][row]`.
  static func rows(meeting top: CGFloat, heights: [[CGFloat]]) -> [IndexPath] {
    var y: CGFloat = 0
    var rows: [IndexPath] = []
    for (section, sectionHeights) in heights.enumerated() {
      for (row, rowHeight) in sectionHeights.enumerated() {
        let meets =
          rowHeight > 0
          ? y < top + Self.height && y + rowHeight > top : y >= top && y < top + Self.height
        if meets {
          rows.append(IndexPath(row: row, section: section))
        }
        y += rowHeight
      }
    }
    return rows
  }
}
