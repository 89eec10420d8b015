import Foundation

// MARK: - Day + WrittenOut

extension Day {
  /// The day written out, such as "10 December 1815": in English and the Gregorian calendar
  /// whatever the device's locale and time zone, so that every platform's screen, screenshot
  /// and test reads the same.
  ///
  /// ```swift
  /// Day(year: 1815, month: 12, day: 10).writtenOut  // "10 December 1815"
  /// Day(year: 2024, month: 2, day: 30).writtenOut   // "2024-02-30": no such day
  /// ```
  ///
  /// A day the calendar does not have (a 30 February, a month 13) is written `yyyy-mm-dd`, as
  /// ``description`` writes it, rather than moved to another day.
  package var writtenOut: String {
    let components = DateComponents(year: year, month: month, day: day)
    guard components.isValidDate(in: Self.calendar), let date = Self.calendar.date(from: components)
    else { return description }
    return Self.formatter.string(from: date)
  }

  /// The Gregorian calendar in UTC, which the days are written out in.
  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }()

  /// Writes a date as "d MMMM yyyy" in English, in ``calendar``.
  private static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "d MMMM yyyy"
    return formatter
  }()
}
