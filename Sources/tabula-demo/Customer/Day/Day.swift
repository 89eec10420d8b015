/// A calendar day, written `yyyy-mm-dd`.
struct Day: Equatable, Sendable, CustomStringConvertible {
  /// The year.
  var year: Int
  /// The month, 1 to 12.
  var month: Int
  /// The day of the month.
  var day: Int

  /// The day as `yyyy-mm-dd`.
  var description: String {
    func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return "\(year)-\(twoDigits(month))-\(twoDigits(day))"
  }
}
