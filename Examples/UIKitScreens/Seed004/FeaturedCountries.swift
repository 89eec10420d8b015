#if canImport(UIKit)
package import Tabula
package import TabulaUIKit
import UIKit
package import TabulaExampleModels

// MARK: - Seed004 + FeaturedCountries

extension Seed004 {
  /// A screen of the countries with some featured: the rows of a
  /// ``FeaturedCountriesPresenter`` in the one ``TabulaUIKit/TableViewController``, shown
  /// again, animated, whenever the provider or the featured countries change.
  ///
  /// ```swift
  /// let screen = Seed004.FeaturedCountries(provider: countries, featured: ["Japan"])
  /// navigationController.pushViewController(screen.viewController, animated: true)
  /// screen.featured.insert("Peru")  // Peru's row changes cell, animated
  /// ```
  @MainActor
  package final class FeaturedCountries {
    // MARK: Lifecycle

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - provider: The countries, grouped by continent.
    ///   - featured: The names of the featured countries.
    ///   - diagnostics: Where the table reports what its data source recovered from.
    package init(
      provider: some DataProvider<ListSection, Country>,
      featured: Set<String>,
      diagnostics: ListDiagnostic.Handler = .print
    ) {
      self.featured = featured
      countries = provider.snapshot
      viewController = TableViewController(
        presenter: FeaturedCountriesPresenter(countries: provider.snapshot, featured: featured),
        diagnostics: diagnostics)
      token = provider.observe { [weak self] snapshot in
        self?.countries = snapshot
        self?.refresh()
      }
    }

    // MARK: Internal

    /// The screen's controller.
    package let viewController: TableViewController<ListSection, ListRow<String>>

    /// The names of the featured countries; changing them animates the rows that change cell.
    package var featured: Set<String> {
      didSet { refresh() }
    }

    // MARK: Private

    private var countries: Snapshot<ListSection, Country>
    private var token: ObservationToken?

    private func refresh() {
      viewController.show(FeaturedCountriesPresenter(countries: countries, featured: featured))
    }
  }
}
#endif
