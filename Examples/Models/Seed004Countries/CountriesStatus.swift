package import Tabula

/// What a live countries screen says under its rows: whether the query has answered yet,
/// how many countries it shows, and the error of an update that failed.
///
/// ```swift
/// var status = CountriesStatus()          // "Loading…"
/// status.show(snapshot)                   // "48 countries in 6 continents"
/// status.fail(error)                      // "48 countries in 6 continents; not updated: …"
/// ```
///
/// A live query (TabulaGRDB's `QueryProvider`) publishes nothing until its first result, and
/// keeps its last good result when an observation fails: so the status stays loading until
/// the first snapshot, and a failure after one keeps its counts.
package struct CountriesStatus: Equatable, Sendable {
  /// Where the countries are in their loading.
  package private(set) var loadState: LoadState = .loading

  /// How many countries the last snapshot shows.
  package private(set) var countries = 0

  /// How many continents have at least one country in the last snapshot.
  package private(set) var continents = 0

  /// A status before any result: loading.
  package init() {}

  /// Records a result of the query.
  ///
  /// - Parameter snapshot: The countries shown, a section per continent.
  /// - Complexity: O(*s*) for *s* sections.
  package mutating func show(_ snapshot: Snapshot<ListSection, Country>) {
    loadState = .loaded
    countries = snapshot.numberOfItems
    continents = (0..<snapshot.numberOfSections).count {
      (snapshot.numberOfItems(inSectionAt: $0) ?? 0) > 0
    }
  }

  /// Records an error of the observation or of an edit; the countries shown stay.
  ///
  /// - Parameter error: The error.
  package mutating func fail(_ error: any Error) {
    loadState = .failed(error)
  }

  /// The line shown under the rows.
  package var text: String {
    let counts =
      "\(Self.counting(countries, "country", "countries")) in "
      + Self.counting(continents, "continent", "continents")
    switch loadState {
    case .failed where countries > 0:
      return "\(counts); not updated: \(loadState.failureMessage ?? "")"
    case .idle, .loading, .loaded, .failed:
      return loadState.placeholder(isEmpty: countries == 0, emptyText: "No countries") ?? counts
    }
  }

  /// Whether the text reports an error.
  package var isFailure: Bool { loadState.error != nil }

  private static func counting(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count) \(count == 1 ? one : many)"
  }
}
