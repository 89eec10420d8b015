import Foundation
import GRDB
import Testing

/// A folder of its own in the temporary directory, removed when released, holding SQLite
/// files for one test.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("TabulaGRDBTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The path of a file in the folder.
  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  /// The bytes of a file in the folder.
  func bytes(_ name: String) throws -> Data {
    try Data(contentsOf: url.appendingPathComponent(name))
  }
}

/// Which kind of GRDB connection a test runs on.
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case queue, pool

  var testDescription: String { rawValue }

  /// Opens (and creates) the database file `name` in `folder`, with the `entry` table holding
  /// `entries`.
  func open(_ name: String = "list.sqlite", in folder: TemporaryFolder, entries: [Entry] = [])
    throws -> any DatabaseWriter
  {
    let writer = try connect(to: folder.path(name))
    try writer.write { db in
      try Entry.createTable(db)
      for entry in entries { try entry.insert(db) }
    }
    return writer
  }

  /// Opens the database file at `path`, creating it if needed.
  func connect(to path: String) throws -> any DatabaseWriter {
    switch self {
    case .queue: try DatabaseQueue(path: path)
    case .pool: try DatabasePool(path: path)
    }
  }
}
