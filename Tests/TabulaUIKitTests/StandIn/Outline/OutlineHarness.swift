// Linux only: the outline tests tap the disclosure controls through the UIKit stand-in's
// hooks, which real UIKit does not have. See CONTRIBUTING.md, "How the UIKit layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaUIKit
@_spi(StandIn) import UIKit

/// A place of an atlas: a continent, a country or a city.
struct Place: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
}

/// A table cell that counts how often the app configured it and how often it was reused.
final class PlaceTableCell: UITableViewCell {
  private(set) var configurations = 0
  private(set) var reuses = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  /// Shows a place, as the app's registration does.
  func show(_ place: Place) {
    configurations += 1
    textLabel?.text = place.name
  }
}

/// A list cell that counts how often the app configured it and how often it was reused.
final class PlaceListCell: UICollectionViewListCell {
  private(set) var configurations = 0
  private(set) var reuses = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  /// Counts a configuration; the harness's `configure` sets the app's accessories.
  func show(_ place: Place) {
    configurations += 1
  }
}

/// Two continents, their countries and the cities of France, in a table or in a collection
/// view in a window, driven by a ``ListDataSource``.
@MainActor
enum OutlineAtlas {
  static let europe = 1
  static let asia = 2
  static let france = 10
  static let spain = 11
  static let japan = 20

  /// Europe (France (Paris, Lyon), Spain) and Asia (Japan).
  static func outline() throws -> Snapshot<ListSection, Place> {
    var snapshot = Snapshot<ListSection, Place>()
    try snapshot.appendSections([ListSection(id: "World")])
    try snapshot.appendItems([Place(id: europe, name: "Europe"), Place(id: asia, name: "Asia")])
    try snapshot.appendItems(
      [Place(id: france, name: "France"), Place(id: spain, name: "Spain")], under: europe)
    try snapshot.appendItems(
      [Place(id: 100, name: "Paris"), Place(id: 101, name: "Lyon")], under: france)
    try snapshot.appendItems([Place(id: japan, name: "Japan")], under: asia)
    return snapshot
  }

  /// The same places without children: a flat list.
  static func flat() throws -> Snapshot<ListSection, Place> {
    var snapshot = Snapshot<ListSection, Place>()
    try snapshot.appendSections([ListSection(id: "World")])
    try snapshot.appendItems([Place(id: europe, name: "Europe"), Place(id: asia, name: "Asia")])
    return snapshot
  }

  /// A table in a window showing a snapshot; `configure` runs after the cell showed its
  /// place, as more of the app's configuration.
  static func table(
    showing snapshot: Snapshot<ListSection, Place>,
    diagnostics: ListDiagnostic.Handler = .print,
    configure: @escaping @MainActor @Sendable (PlaceTableCell) -> Void = { _ in }
  ) -> (UIWindow, UITableView, ListDataSource<ListSection, Place>) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(tableView)
    window.makeKeyAndVisible()
    let dataSource = ListDataSource<ListSection, Place>(
      surface: tableView,
      registration: CellRegistration<PlaceTableCell, Place> { cell, _, place in
        cell.show(place)
        configure(cell)
      },
      diagnostics: diagnostics)
    dataSource.apply(snapshot, animated: false)
    tableView.layoutIfNeeded()
    return (window, tableView, dataSource)
  }

  /// A collection view in list layout, in a window, showing a snapshot; by default the app
  /// gives every cell a disclosure indicator each time it configures it, as apps do.
  static func collection(
    showing snapshot: Snapshot<ListSection, Place>,
    configure: @escaping @MainActor @Sendable (PlaceListCell) -> Void = {
      $0.accessories = [.disclosureIndicator()]
    }
  ) -> (UIWindow, UICollectionView, ListDataSource<ListSection, Place>) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    window.addSubview(collectionView)
    window.makeKeyAndVisible()
    let dataSource = ListDataSource<ListSection, Place>(
      surface: collectionView,
      registration: CellRegistration<PlaceListCell, Place> { cell, _, place in
        cell.show(place)
        configure(cell)
      })
    dataSource.apply(snapshot, animated: false)
    collectionView.layoutIfNeeded()
    return (window, collectionView, dataSource)
  }

  /// The identifiers of the rows a table shows, read from its cells.
  static func shownNames(_ tableView: UITableView) -> [String?] {
    tableView.layoutIfNeeded()
    return (0..<tableView.numberOfRows(inSection: 0)).map { row in
      tableView.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text
    }
  }

  /// The chevron a table row's disclosure button shows, or `nil` without one.
  static func chevron(_ tableView: UITableView, row: Int) -> String? {
    let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0))
    return (cell?.accessoryView as? UIButton)?.currentImage?.standInSystemName
  }
}
#endif
