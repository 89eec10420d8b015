import Foundation

/// A folder of its own under the temporary folder, for a test's database.
struct TemporaryFolder {
  /// The folder's path.
  let path: String

  /// Creates the folder.
  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("tabula-demo-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
