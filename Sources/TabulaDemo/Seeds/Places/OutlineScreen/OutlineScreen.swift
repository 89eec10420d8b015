import GRDB
import Tabula
import TabulaExampleDatabase

/// Not a seed: seed 004's countries as an outline, live from the `place` table of the demo's
/// database (``PlacesTable``): continents, their countries, and cities under some of them.
///
/// Each commit to the table is fetched again with GRDB's `ValueObservation`, built into an
/// outline from the rows' `parent` column with `Snapshot.appendItems(_:toSection:parent:)`,
/// and applied to the data source, which keeps what is expanded: a city inserted under a
/// collapsed country stays hidden until the country is expanded. → and ← expand and collapse
/// rows (the data source animates the rows that appear and go); `i` and `x` write to the
/// table as another writer would.
@MainActor
final class OutlineScreen: DemoScreen {
  /// The list the screen draws into.
  let view: TerminalListView

  /// The data source, which owns what is expanded.
  let dataSource: ListDataSource<ListSection, Place>

  /// The database file.
  let database: CountriesDatabase

  /// Where the data source and the observation report what went wrong.
  let log: DiagnosticLog

  /// The rows of the last result applied, or `nil` before the first arrives.
  var places: [Place]?

  var cancellable: AnyDatabaseCancellable?

  /// The one section the outline is in.
  static let section = ListSection(id: "places")

  /// How a place looks: its name, with its detail trailing.
  static let appearance = TerminalAppearance<Place>(cellStyle: .value1) { content, place in
    content.text = place.name
    content.secondaryText = place.detail
  }

  // MARK: Lifecycle

  /// Creates the screen and starts observing the table; the first result shows the
  /// continents expanded.
  ///
  /// - Parameters:
  ///   - database: The opened file.
  ///   - view: The list to draw into.
  ///   - log: Where errors go.
  init(database: CountriesDatabase, view: TerminalListView, log: DiagnosticLog) {
    self.database = database
    self.view = view
    self.log = log
    dataSource = ListDataSource(
      surface: view, registration: Self.appearance.terminalRegistration,
      diagnostics: log.handler)
    view.emptyText = "No places"
    observe()
  }

  /// Makes the screen over the database file.
  ///
  /// - Parameter navigator: The stack the screen goes on.
  /// - Returns: The screen.
  /// - Throws: An error if the file can be neither opened nor created.
  static func make(_ navigator: Navigator) throws -> OutlineScreen {
    OutlineScreen(
      database: try CountriesSource.openDatabase(navigator), view: navigator.makeView(),
      log: navigator.log)
  }

  // MARK: Internal

  /// The title: how many places of each level the outline holds.
  var title: String {
    let outline = dataSource.fullSnapshot
    var counts = [0, 0, 0]
    for id in outline.itemIdentifiers {
      let level = min(outline.level(of: id) ?? 0, 2)
      counts[level] += 1
    }
    return
      "Places (live SQLite): \(counts[0]) continents, \(counts[1]) countries, "
      + "\(counts[2]) cities"
  }

  /// Empty: the outline does not filter.
  var query: String { "" }

  /// The keys that work on this screen.
  var hints: String { "? help  ↑↓ move  → ← open/close  ⏎ toggle  i/x +/-" }

  /// Whether the list shows what the table holds.
  var isUpToDate: Bool {
    guard let places else { return false }
    return (try? database.queue.read(PlacesTable.places)) == places
  }
}
