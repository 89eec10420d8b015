import GRDB

/// A row as an app would declare it: decoded with `Codable`, so that a row of the wrong shape
/// is an error, not a trap.
struct FuzzRecord: Codable, FetchableRecord, Identifiable, Equatable, Sendable {
  var id: Int64
  var name: String?
  var position: Int64?
}
