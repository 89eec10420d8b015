import Tabula
import TabulaExampleModels

// MARK: - DemoCommand + Countries

extension DemoCommand {
  /// The countries screen as lines: a title, wrapped between words to the width, then the
  /// list, each continent's footer counting its rows. `swift run tabula-demo` prints it when
  /// standard output is not a terminal (CI greps it for `^EUROPE$`).
  ///
  /// - Parameter width: The width of a line.
  /// - Returns: The lines.
  /// - Throws: ``SnapshotError`` if the catalog lists a country twice.
  @MainActor
  static func countriesScreen(width: Int = 48) throws -> [String] {
    let snapshot = try CountriesScreen.snapshot(of: Country.catalog)
    let behavior = ListBehavior<Country>().with {
      $0.footerTitle = { index in
        snapshot.numberOfItems(inSectionAt: index).map(CountriesScreen.footer(rows:))
      }
    }
    let view = TextListView(
      appearance: CountriesScreen.appearance, behavior: behavior, width: width)
    let title = "Countries: " + CountriesScreen.count(of: snapshot)
    return Columns.wrapped(title, to: width) + [""] + view.render(snapshot)
  }
}
