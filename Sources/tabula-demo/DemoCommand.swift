import Tabula

/// What `swift run tabula-demo` prints.
@MainActor
enum DemoCommand {
  static let usage = """
    Usage: tabula-demo [--help]

    Prints seed 004's countries list, grouped by continent, rendered from a Tabula snapshot
    through a text list surface.
    """

  /// The countries screen as lines: a title, then the list.
  static func countriesScreen(width: Int = 48) throws -> [String] {
    let snapshot = try CountriesScreen.snapshot(of: Country.catalog)
    let view = TextListView(configuration: CountriesScreen.configuration, width: width)
    let title =
      "Countries by continent: \(snapshot.numberOfItems) countries "
      + "in \(snapshot.numberOfSections) continents"
    return [TextCell.truncated(title, to: width), ""] + view.render(snapshot)
  }
}
