/// The error of a page that a ``SimulatedNetwork`` was told to fail: the server answered
/// 503 for it.
struct PageLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The page, from 1.
  let page: Int

  /// A sentence for the footer: `Page 2 failed: 503 Service Unavailable`.
  var description: String { "Page \(page) failed: 503 Service Unavailable" }
}
