import GRDB
import Tabula

extension DatabaseReader {
  /// The entries of the `entry` table, in the order and sections `request` lists them, read
  /// with a fresh query: what a new provider would show.
  func entrySnapshot(_ request: some FetchRequest<Entry> = Entry.ordered) async throws
    -> Snapshot<ListSection, Entry>
  {
    let entries = try await read { db in try request.fetchAll(db) }
    var keys: [String] = []
    var groups: [String: [Entry]] = [:]
    for entry in entries {
      if groups[entry.section] == nil { keys.append(entry.section) }
      groups[entry.section, default: []].append(entry)
    }
    return try Snapshot(
      sections: keys.map { SnapshotSection(ListSection($0), items: groups[$0] ?? []) })
  }

  /// The names of the entries in each section, as `request` lists them.
  func entryNames(_ request: some FetchRequest<Entry> = Entry.ordered) async throws -> [[String]] {
    try await entrySnapshot(request).names
  }
}
