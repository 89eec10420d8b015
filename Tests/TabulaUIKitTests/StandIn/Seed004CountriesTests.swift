import TabulaExampleModels

// Linux only: this file needs the UIKit stand-in (its recorded violations, cached counts,
// viewport or in-code nibs), which real UIKit does not have. See CONTRIBUTING.md, "How the UIKit
// layer is verified".
#if os(Linux)
import Tabula
import TabulaExamples
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// Seed 004: countries in a table view (cells from a nib) and a collection view, from one
/// provider; then the seed's limits lifted, with a second cell class in one list.
@MainActor
struct Seed004CountriesTests {
  /// The countries of the catalog, grouped by continent.
  let catalog: Snapshot<ListSection, Country>

  /// Supplies the contents of the `CountryTableViewCell` nib, as the app's bundle would: one
  /// cell of that class, with the reuse identifier set in Interface Builder.
  init() throws {
    catalog = try Seed004.snapshot(of: Country.catalog)
    UINib.standInRegister(nibName: "CountryTableViewCell") {
      [Seed004.CountryTableViewCell(style: .default, reuseIdentifier: "CountryTableViewCell")]
    }
  }

  /// Presents the screen with every row and item on screen.
  private func present(_ controller: Seed004.CountriesViewController) -> UIWindow {
    controller.loadViewIfNeeded()
    controller.tableView.standInVisibleRowLimit = 100
    controller.collectionView.standInVisibleItemLimit = 100
    return Presentation.present(controller).window
  }

  /// The cell that shows each country in a table.
  private func tableCells(
    of tableView: UITableView, showing snapshot: Snapshot<ListSection, Country>
  ) -> [String: UITableViewCell] {
    tableView.layoutIfNeeded()
    var cells: [String: UITableViewCell] = [:]
    for id in snapshot.itemIdentifiers {
      if let path = snapshot.path(of: id), let cell = tableView.cellForRow(at: IndexPath(path)) {
        cells[id] = cell
      }
    }
    return cells
  }

  /// The cell that shows each country in a collection view.
  private func collectionCells(
    of collectionView: UICollectionView, showing snapshot: Snapshot<ListSection, Country>
  ) -> [String: UICollectionViewCell] {
    collectionView.layoutIfNeeded()
    var cells: [String: UICollectionViewCell] = [:]
    for id in snapshot.itemIdentifiers {
      if let path = snapshot.path(of: id),
        let cell = collectionView.cellForItem(at: IndexPath(path))
      {
        cells[id] = cell
      }
    }
    return cells
  }

  /// The header titles of a table, as its data source answers them.
  private func headers(of tableView: UITableView) throws -> [String?] {
    #expect(tableView.dataSource != nil)
    return (0..<tableView.numberOfSections).map {
      tableView.headerTitle(inSection: $0)
    }
  }

  // MARK: One provider, two views

  @Test func `the table and the collection view show the same countries in the same sections`()
    throws
  {
    let provider = SnapshotProvider(catalog)
    let controller = Seed004.CountriesViewController(provider: provider)

    let (window, violations) = UIKitStandIn.capture { present(controller) }

    #expect(violations.isEmpty, "\(violations)")
    let expected = Seed004.names(in: catalog)
    #expect(expected.map(\.count) == [9, 9, 13, 6, 5, 6])
    #expect(Seed004.shownNames(in: controller.tableView) == expected)
    #expect(Seed004.shownNames(in: controller.collectionView) == expected)
    #expect(controller.tableView.numberOfSections == 6)
    #expect(controller.collectionView.numberOfSections == 6)
    #expect(try headers(of: controller.tableView) == Continent.allCases.map(\.rawValue))
    #expect(controller.tableView.window === window)
    #expect(controller.collectionView.window === window)
    withExtendedLifetime(window) {}
  }

  @Test func `the table's cells come from the nib and the collection view's from their class`()
    throws
  {
    var loaded = 0
    UINib.standInRegister(nibName: "CountryTableViewCell") {
      loaded += 1
      return [
        Seed004.CountryTableViewCell(style: .default, reuseIdentifier: "CountryTableViewCell")
      ]
    }
    let controller = Seed004.CountriesViewController(provider: SnapshotProvider(catalog))
    let window = present(controller)

    #expect(loaded == catalog.numberOfItems)
    let first = try #require(
      controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        as? Seed004.CountryTableViewCell)
    #expect(first.reuseIdentifier == "CountryTableViewCell")
    #expect(first.countryNameLabel.text == "Algeria")
    #expect(first.countryNameLabel.superview === first.contentView)
    let item = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        as? Seed004.CountryCollectionViewCell)
    #expect(item.nameLabel.text == "Algeria")
    #expect(item.reuseIdentifier == Seed004.CountryCollectionViewCell.reuseIdentifier)
    withExtendedLifetime(window) {}
  }

  @Test(arguments: CountryChange.allCases)
  func `a change to the provider animates both views and keeps the other countries' cells`(
    change: CountryChange
  ) throws {
    let provider = SnapshotProvider(catalog)
    let controller = Seed004.CountriesViewController(provider: provider)
    let window = present(controller)
    let tableView = controller.tableView
    let collectionView = controller.collectionView
    let tableBefore = tableCells(of: tableView, showing: catalog)
    let collectionBefore = collectionCells(of: collectionView, showing: catalog)
    #expect(tableBefore.count == catalog.numberOfItems)
    #expect(collectionBefore.count == catalog.numberOfItems)
    let tableCounts = try #require(controller.tableDataSource?.updateCounts)
    let collectionCounts = try #require(controller.collectionDataSource?.updateCounts)

    let violations = try UIKitStandIn.violations {
      try provider.update { snapshot in try change.apply(to: &snapshot) }
      Presentation.settle(window)
    }

    #expect(violations.isEmpty, "\(violations)")
    let now = provider.snapshot
    let expected = Seed004.names(in: now)
    #expect(expected != Seed004.names(in: catalog))
    #expect(Seed004.shownNames(in: tableView) == expected)
    #expect(Seed004.shownNames(in: collectionView) == expected)
    #expect(try headers(of: tableView) == now.sections.map(\.header))
    let tableAfter = tableCells(of: tableView, showing: now)
    let collectionAfter = collectionCells(of: collectionView, showing: now)
    let kept = catalog.itemIdentifiers.filter { !change.removedNames.contains($0) }
    #expect(kept.filter { tableAfter[$0] == nil || tableAfter[$0] !== tableBefore[$0] } == [])
    #expect(
      kept.filter { collectionAfter[$0] == nil || collectionAfter[$0] !== collectionBefore[$0] }
        == [])
    let table = try #require(controller.tableDataSource?.updateCounts)
    let collection = try #require(controller.collectionDataSource?.updateCounts)
    #expect(table.reloads == tableCounts.reloads)
    #expect(collection.reloads == collectionCounts.reloads)
    #expect(table.batches > tableCounts.batches)
    #expect(collection.batches > collectionCounts.batches)
    withExtendedLifetime(window) {}
  }

  @Test func `a country moved to another continent keeps its cells and shows in its new section`()
    throws
  {
    let provider = SnapshotProvider(catalog)
    let controller = Seed004.CountriesViewController(provider: provider)
    let window = present(controller)
    let egypt = IndexPath(row: 1, section: 0)
    let tableCell = try #require(controller.tableView.cellForRow(at: egypt))
    let collectionCell = try #require(controller.collectionView.cellForItem(at: egypt))

    try provider.update { snapshot in try CountryChange.moveAcrossContinents.apply(to: &snapshot) }
    Presentation.settle(window)

    let asia = IndexPath(row: 1, section: 1)
    let moved = try #require(
      controller.tableView.cellForRow(at: asia) as? Seed004.CountryTableViewCell)
    #expect(moved === tableCell)
    #expect(moved.countryNameLabel.text == "Egypt")
    #expect(controller.collectionView.cellForItem(at: asia) === collectionCell)
    #expect(provider.snapshot.item(id: "Egypt")?.continent == .asia)
    withExtendedLifetime(window) {}
  }

  @Test func `a country the user deletes in the table leaves both views, and undo brings it back`()
    throws
  {
    let list = EditableList(catalog)
    let controller = Seed004.CountriesViewController(list: list, diagnostics: .print)
    let window = present(controller)
    let algeria = IndexPath(row: 0, section: 0)

    let violations = UIKitStandIn.violations {
      #expect(controller.tableView.standInSimulateDelete(at: algeria))
      Presentation.settle(window)
    }

    #expect(violations.isEmpty, "\(violations)")
    #expect(list.snapshot.item(id: "Algeria") == nil)
    let afterDelete = Seed004.names(in: list.snapshot)
    #expect(afterDelete[0].first == "Egypt")
    #expect(Seed004.shownNames(in: controller.tableView) == afterDelete)
    #expect(Seed004.shownNames(in: controller.collectionView) == afterDelete)

    var undoneStep: String?
    let undone = try UIKitStandIn.violations {
      undoneStep = try list.undo()
      Presentation.settle(window)
    }

    #expect(undone.isEmpty, "\(undone)")
    #expect(undoneStep == "Delete")
    #expect(Seed004.shownNames(in: controller.tableView) == Seed004.names(in: catalog))
    #expect(Seed004.shownNames(in: controller.collectionView) == Seed004.names(in: catalog))
    withExtendedLifetime(window) {}
  }

  // MARK: Nibs

  @Test func `a nib missing from the bundle is reported by UIKit and the list shows empty rows`()
    throws
  {
    let recorder = Seed003.DiagnosticRecorder()
    let controller = Seed004.CountriesViewController(
      provider: SnapshotProvider(catalog),
      tableCell: CellRegistration(nibName: "MissingCountryTableViewCell"),
      diagnostics: recorder.handler)

    let (window, violations) = UIKitStandIn.capture {
      let window = present(controller)
      Presentation.settle(window)
      return window
    }

    #expect(!violations.isEmpty)
    #expect(violations.map(\.kind).allSatisfy { $0 == .nibNotFound }, "\(violations)")
    #expect(controller.tableView.standInViolations.map(\.kind).contains(.nibNotFound))
    let first = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(!(first is Seed004.CountryTableViewCell))
    #expect(!recorder.kinds.isEmpty)
    #expect(recorder.kinds.allSatisfy { $0 == .cellMismatch })
    #expect(Seed004.shownNames(in: controller.collectionView) == Seed004.names(in: catalog))
    withExtendedLifetime(window) {}
  }

  // MARK: Two cell classes in one list

  @Test func `a featured country shows in its own cell class among the nib's cells`() throws {
    let provider = SnapshotProvider(catalog)
    let screen = Seed004.FeaturedCountries(provider: provider, featured: ["Japan"])
    let controller = screen.viewController
    controller.loadViewIfNeeded()
    let tableView = try #require(controller.tableView)
    tableView.standInVisibleRowLimit = 100

    let (window, violations) = UIKitStandIn.capture { Presentation.present(controller).window }

    #expect(violations.isEmpty, "\(violations)")
    let cells = tableCells(of: tableView, showing: catalog)
    #expect(cells.count == catalog.numberOfItems)
    let featured = cells.filter { $0.value is Seed004.FeaturedCountryTableViewCell }
    #expect(featured.keys.sorted() == ["Japan"])
    let japan = try #require(cells["Japan"])
    #expect(japan.textLabel?.text == "Japan")
    #expect(japan.detailTextLabel?.text == "Tokyo")
    let others = cells.filter { $0.key != "Japan" }
    #expect(others.values.allSatisfy { $0 is Seed004.CountryTableViewCell })
    #expect(
      others.compactMap { ($0.value as? Seed004.CountryTableViewCell)?.countryNameLabel.text }
        .sorted() == others.keys.sorted())
    withExtendedLifetime(window) {}
  }

  @Test func `featuring another country swaps the cell classes of those two rows only`() throws {
    let provider = SnapshotProvider(catalog)
    let screen = Seed004.FeaturedCountries(provider: provider, featured: ["Japan"])
    let controller = screen.viewController
    controller.loadViewIfNeeded()
    let tableView = try #require(controller.tableView)
    tableView.standInVisibleRowLimit = 100
    let window = Presentation.present(controller).window
    let before = tableCells(of: tableView, showing: catalog)

    let violations = UIKitStandIn.violations {
      screen.featured = ["Peru"]
      Presentation.settle(window)
    }

    #expect(violations.isEmpty, "\(violations)")
    let after = tableCells(of: tableView, showing: catalog)
    #expect(after["Japan"] is Seed004.CountryTableViewCell)
    #expect(after["Peru"] is Seed004.FeaturedCountryTableViewCell)
    #expect(after["Peru"]?.detailTextLabel?.text == "Lima")
    let kept = catalog.itemIdentifiers.filter { $0 != "Japan" && $0 != "Peru" }
    #expect(kept.filter { after[$0] == nil || after[$0] !== before[$0] } == [])
    withExtendedLifetime(window) {}
  }

  @Test func `the featured screen follows the provider like the other views`() throws {
    let provider = SnapshotProvider(catalog)
    let screen = Seed004.FeaturedCountries(provider: provider, featured: ["Japan"])
    let controller = screen.viewController
    controller.loadViewIfNeeded()
    let tableView = try #require(controller.tableView)
    tableView.standInVisibleRowLimit = 100
    let window = Presentation.present(controller).window
    let japan = try #require(tableCells(of: tableView, showing: catalog)["Japan"])

    let violations = try UIKitStandIn.violations {
      try provider.update { snapshot in try CountryChange.all.apply(to: &snapshot) }
      Presentation.settle(window)
    }

    #expect(violations.isEmpty, "\(violations)")
    let cells = tableCells(of: tableView, showing: provider.snapshot)
    #expect(cells.count == provider.snapshot.numberOfItems)
    #expect(cells["Japan"] === japan)
    #expect(cells["Iceland"] is Seed004.CountryTableViewCell)
    #expect(cells["Chile"] == nil)
    let names = cells.mapValues { cell in
      (cell as? Seed004.CountryTableViewCell)?.countryNameLabel.text ?? cell.textLabel?.text
    }
    #expect(names.allSatisfy { $0.key == $0.value })
    withExtendedLifetime(window) {}
  }
}

// MARK: - Seed004CountriesTests + CountryChange

extension Seed004CountriesTests {
  /// One change to the countries, as another writer to the data would make it.
  enum CountryChange: CaseIterable, CustomTestStringConvertible {
    /// Iceland joins Europe, before Ireland.
    case insert
    /// Chile leaves.
    case delete
    /// Egypt moves from Africa to Asia, before India.
    case moveAcrossContinents
    /// The United States become the United States of America, in place.
    case rename
    /// All of the above at once.
    case all

    var testDescription: String {
      switch self {
      case .insert: "insert Iceland"
      case .delete: "delete Chile"
      case .moveAcrossContinents: "move Egypt to Asia"
      case .rename: "rename the United States"
      case .all: "all four at once"
      }
    }

    /// The countries whose rows leave the list: their cells go.
    var removedNames: Set<String> {
      switch self {
      case .delete: ["Chile"]
      case .rename: ["United States"]
      case .all: ["Chile", "United States"]
      case .insert, .moveAcrossContinents: []
      }
    }

    /// Makes the change.
    ///
    /// - Parameter snapshot: The countries, grouped by continent.
    func apply(to snapshot: inout Snapshot<ListSection, Country>) throws {
      switch self {
      case .insert:
        try snapshot.insertItems(
          [Country(name: "Iceland", capital: "Reykjavík", continent: .europe)],
          beforeItem: "Ireland")
      case .delete:
        try snapshot.deleteItems(["Chile"])
      case .moveAcrossContinents:
        try snapshot.moveItem("Egypt", beforeItem: "India")
        try snapshot.updateItems([Country(name: "Egypt", capital: "Cairo", continent: .asia)])
      case .rename:
        try snapshot.insertItems(
          [
            Country(
              name: "United States of America", capital: "Washington, D.C.",
              continent: .northAmerica)
          ],
          beforeItem: "United States")
        try snapshot.deleteItems(["United States"])
      case .all:
        for change in [Self.insert, .delete, .moveAcrossContinents, .rename] {
          try change.apply(to: &snapshot)
        }
      }
    }
  }
}
#endif
