// MARK: - Int + Counting

extension Int {
  /// The number with the noun it counts, singular for one: `1.counting("fork", "forks")` is
  /// "1 fork", `3.counting("fork", "forks")` is "3 forks".
  ///
  /// - Parameters:
  ///   - singular: The noun for one.
  ///   - plural: The noun for any other number.
  /// - Returns: The number, a space and the noun.
  func counting(_ singular: String, _ plural: String) -> String {
    "\(self) \(self == 1 ? singular : plural)"
  }
}
