import Tabula
import TabulaExampleModels

// MARK: - DemoCommand + Countries

extension DemoCommand {
  /// The countries screen as lines: a title, then the list. `swift run tabula-demo` prints
  /// it when standard output is not a terminal (CI greps it for `^EUROPE$`).
  ///
  /// - Parameter width: The width of a line.
  /// - Returns: The lines.
  /// - Throws: ``SnapshotError`` if the catalog lists a country twice.
  @MainActor
  static func countriesScreen(width: Int = 48) throws -> [String] {
    let snapshot = try CountriesScreen.snapshot(of: Country.catalog)
    let view = TextListView(appearance: CountriesScreen.appearance, width: width)
    let title =
      "Countries by continent: \(snapshot.numberOfItems) countries "
      + "in \(snapshot.numberOfSections) continents"
    return [TextCell.truncated(title, to: width), ""] + view.render(snapshot)
  }
}
