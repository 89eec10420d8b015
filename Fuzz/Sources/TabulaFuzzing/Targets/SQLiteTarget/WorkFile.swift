import Foundation

/// The database file the SQLite target writes each input to: one per process, so that
/// parallel fuzzers never share it.
final class WorkFile: @unchecked Sendable {
  static let shared = WorkFile()

  let path: String

  private init() {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tabula-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    path = directory.appendingPathComponent("fuzz.sqlite").path
  }

  /// The file's bytes now; empty when it is gone.
  var contents: Data {
    // NB: read with the C library: `FileManager.contents(atPath:)` leaks its buffer here
    // (LeakSanitizer, swift-foundation of Swift 6.3).
    guard let file = fopen(path, "rb") else { return Data() }
    defer { fclose(file) }
    var contents = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = fread(&buffer, 1, buffer.count, file), count > 0 {
      contents.append(contentsOf: buffer[..<count])
    }
    return contents
  }

  /// Writes the bytes, with no journal or write-ahead log left from the last input.
  func reset(to contents: Data) {
    for suffix in ["-journal", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    _ = FileManager.default.createFile(atPath: path, contents: contents)
  }
}
