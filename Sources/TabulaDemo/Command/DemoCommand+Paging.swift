import ArgumentParser

// MARK: - DemoCommand + Paging

extension DemoCommand {
  /// Whether the users search pages: `--paged`, or an option that only paging uses.
  var isPaged: Bool {
    paged || failPages != nil || pageDelay != nil
  }

  /// The network the paged users search loads over, or `nil` if the search does not page.
  ///
  /// - Parameter isScripted: Whether keys come from a script: pages then arrive between
  ///   steps, never after a delay, so that every run prints the same frames.
  /// - Returns: The network.
  @MainActor
  func makeNetwork(isScripted: Bool) -> SimulatedNetwork? {
    guard isPaged else { return nil }
    return SimulatedNetwork(
      timing: networkTiming(isScripted: isScripted), failingPages: failPages ?? [])
  }

  /// When the simulated networks answer: after `--page-delay` (or the default delay) in a
  /// terminal, between steps in a scripted run.
  ///
  /// - Parameter isScripted: Whether keys come from a script.
  /// - Returns: The timing.
  @MainActor
  func networkTiming(isScripted: Bool) -> SimulatedNetwork.Timing {
    guard !isScripted else { return .betweenSteps }
    return .delay(pageDelay.map { Duration.milliseconds($0) } ?? SimulatedNetwork.defaultDelay)
  }

  /// The page numbers of `--fail-pages`: numbers from 1, separated by commas.
  ///
  /// ```swift
  /// try DemoCommand.pageNumbers("2, 5")   // [2, 5]
  /// ```
  ///
  /// - Parameter text: The option's value.
  /// - Returns: The numbers.
  /// - Throws: A validation error naming the first entry that is not a page number.
  @Sendable
  static func pageNumbers(_ text: String) throws -> Set<Int> {
    var pages = Set<Int>()
    for entry in text.split(separator: ",") {
      let token = entry.filter { $0 != " " }
      guard let page = Int(token), page >= 1 else {
        throw ValidationError("'\(entry)' is not a page number: --fail-pages takes 1, 2, 3…")
      }
      pages.insert(page)
    }
    return pages
  }
}
