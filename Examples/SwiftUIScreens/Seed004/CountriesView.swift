#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(macOS))
import SwiftUI
import Tabula
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - CountriesView

/// Seed 004's countries screen as a SwiftUI view: the countries in a section per continent,
/// each with its capital, from any provider of them.
///
/// The view never knows where the countries come from, as the seed's generic data
/// coordinator did not: the live app passes TabulaGRDB's `QueryProvider<ListSection, Country>`
/// (a SQLite query grouped by continent, which animates every change another writer makes to
/// the table), previews and tests an `EditableList` (``init()``). The user deletes countries
/// by swiping when the provider takes edits (an `EditableList` does; a query does not).
///
/// ```swift
/// CountriesView(countries: database.provider())  // the app: a live QueryProvider
/// CountriesView()                                // a preview: the catalog, in memory
/// ```
@available(iOS 16.0, macOS 13.0, *)
@MainActor
struct CountriesView<Provider: DataProvider>: View
where Provider.Section == ListSection, Provider.Item == Country {
  @State private var countries: Provider

  /// Shows a provider's countries.
  ///
  /// - Parameter countries: The countries, a section per continent headed by its name.
  init(countries: Provider) {
    _countries = State(initialValue: countries)
  }

  var body: some View {
    NavigationStack {
      TabulaList(countries) { country in
        LabeledContent(country.name, value: country.capital)
      }
      .sectionHeaders { continent in Text(continent.header ?? "") }
      .listBehavior(ListBehavior(allowsDeleting: countries.isEditable))
      .emptyStateText("No countries")
      .navigationTitle("Countries")
    }
  }
}

@available(iOS 16.0, macOS 13.0, *)
extension CountriesView where Provider == EditableList<ListSection, Country> {
  /// Shows the catalog's countries in an editable list, without a database: for previews.
  init() {
    let snapshot = try? Snapshot<ListSection, Country> {
      for continent in Continent.allCases {
        let members = Country.catalog.filter { $0.continent == continent }
        if !members.isEmpty {
          SnapshotSection(ListSection(continent.rawValue), items: members)
        }
      }
    }
    self.init(countries: EditableList(snapshot ?? Snapshot()))
  }
}
#endif
