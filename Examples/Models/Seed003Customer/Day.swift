/// A calendar day, written `yyyy-mm-dd`.
package struct Day: Equatable, Sendable, CustomStringConvertible {
  /// The year.
  package var year: Int
  /// The month, 1 to 12.
  package var month: Int
  /// The day of the month.
  package var day: Int

  /// The day as `yyyy-mm-dd`.
  package var description: String {
    func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return "\(year)-\(twoDigits(month))-\(twoDigits(day))"
  }

  /// Creates the value from its parts.
  package init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }
}
