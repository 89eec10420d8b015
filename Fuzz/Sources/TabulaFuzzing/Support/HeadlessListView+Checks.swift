import Tabula
import TabulaTesting

// MARK: - HeadlessListView + Checks

extension HeadlessListView {
  /// Checks that the view caught nothing and shows exactly the snapshot's items.
  func checkShows(_ snapshot: FuzzSnapshot, context: @autoclosure () -> String)
    throws(FuzzFailure)
  {
    try require(problems.isEmpty, "\(context()): the view caught \(problems)")
    try require(
      counts == snapshot.counts && shownTokens == snapshot.items.map { ItemToken($0) },
      "\(context()): the view shows \(shownTokens) in \(counts)")
  }
}
