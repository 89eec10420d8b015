#if canImport(UIKit)
package import Tabula
import TabulaUIKit
package import UIKit
package import TabulaExampleModels

// MARK: - Seed004 + CountriesViewController

extension Seed004 {
  /// The seed's `GenericDataCoordinatorViewController`: a table view and a collection view of
  /// the same countries, from one provider.
  ///
  /// Each view gets a ``Tabula/ListDataSource`` (the seed's generic data coordinator) bound to
  /// the provider: when the provider changes, both views animate the difference. The table's
  /// cells come from the `CountryTableViewCell` nib, the collection view's from their class.
  ///
  /// ```swift
  /// let countries = EditableList(try Seed004.snapshot(of: Country.catalog))
  /// let controller = Seed004.CountriesViewController(provider: countries)
  /// try countries.update { try $0.deleteItems(["Chile"]) }  // both views animate
  /// ```
  ///
  /// The provider is any ``Tabula/DataProvider``: an array, an ``Tabula/EditableList``, or a
  /// live database query (TabulaGRDB's `QueryProvider`, the seed's fetched-results
  /// controller), without a change here.
  package final class CountriesViewController: UIViewController {
    // MARK: Lifecycle

    /// Shows a provider's countries in both views.
    ///
    /// - Parameters:
    ///   - provider: The countries, grouped by continent.
    ///   - tableCell: The table's cell; by default the `CountryTableViewCell` nib.
    ///   - diagnostics: Where both views report what their data sources recovered from.
    package convenience init(
      provider: some DataProvider<ListSection, Country>,
      tableCell: TableCell = CountriesViewController.countryCell,
      diagnostics: ListDiagnostic.Handler = .print
    ) {
      self.init(tableCell: tableCell, diagnostics: diagnostics) { table, collection in
        [table.bind(to: provider), collection.bind(to: provider)]
      }
    }

    /// Shows an editable list of countries in both views; a country the user deletes in the
    /// table leaves both.
    ///
    /// - Parameters:
    ///   - list: The countries, grouped by continent.
    ///   - diagnostics: Where both views report what their data sources recovered from.
    package convenience init(
      list: EditableList<ListSection, Country>, diagnostics: ListDiagnostic.Handler = .print
    ) {
      self.init(tableCell: Self.countryCell, diagnostics: diagnostics) { table, collection in
        table.behavior.allowsDeleting = true
        return [table.bind(to: list), collection.bind(to: list)]
      }
    }

    private init(
      tableCell: TableCell, diagnostics: ListDiagnostic.Handler, bind: @escaping Binding
    ) {
      self.tableCell = tableCell
      self.diagnostics = diagnostics
      self.bind = bind
      super.init(nibName: nil, bundle: nil)
    }

    /// Not available: the controller is made in code, with its provider.
    ///
    /// - Parameter coder: An archive.
    package required init?(coder: NSCoder) {
      return nil
    }

    // MARK: Internal

    /// How the table's cells are made, and show a country.
    package typealias TableCell = CellRegistration<CountryTableViewCell, Country>

    /// The data source of either view.
    package typealias CountriesDataSource = ListDataSource<ListSection, Country>

    /// The table's cell: the seed's `CountryTableViewCell`, from its nib.
    package nonisolated static let countryCell = TableCell(nibName: "CountryTableViewCell")

    /// The collection view's cell, from its class.
    package nonisolated static let collectionCell = CellRegistration<
      CountryCollectionViewCell, Country
    >()

    /// The countries as a list, a section per continent with its name as the header.
    package let tableView = UITableView(frame: .zero, style: .plain)

    /// The countries as a grid, in the same sections.
    package let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    /// The table's data source, once the view is loaded.
    package private(set) var tableDataSource: CountriesDataSource?

    /// The collection view's data source, once the view is loaded.
    package private(set) var collectionDataSource: CountriesDataSource?

    /// Puts both views on screen and binds them to the provider.
    package override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(tableView)
      view.addSubview(collectionView)
      let table = CountriesDataSource(
        surface: tableView, registration: tableCell, diagnostics: diagnostics)
      let collection = CountriesDataSource(
        surface: collectionView, registration: Self.collectionCell, diagnostics: diagnostics)
      tokens = bind(table, collection)
      tableDataSource = table
      collectionDataSource = collection
    }

    // MARK: Private

    /// Binds the table's and the collection view's data sources to the data.
    private typealias Binding =
      @MainActor (_ table: CountriesDataSource, _ collection: CountriesDataSource) ->
      [ObservationToken]

    private let tableCell: TableCell
    private let diagnostics: ListDiagnostic.Handler
    private let bind: Binding
    private var tokens: [ObservationToken] = []
  }
}
#endif
