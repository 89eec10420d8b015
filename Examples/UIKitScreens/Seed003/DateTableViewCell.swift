#if canImport(UIKit)
package import Foundation
package import Tabula
package import UIKit
package import TabulaExampleModels

// MARK: - Seed003 + DateTableViewCell

extension Seed003 {
  /// Seed 003's date cell: a title, and its day written out trailing ("10 December 1815").
  package final class DateTableViewCell: UITableViewCell, ConfigurableCell {
    // MARK: Lifecycle

    /// Creates a cell with a trailing date label, whatever style is asked for.
    ///
    /// - Parameters:
    ///   - style: Ignored: the cell is always `.value1`.
    ///   - reuseIdentifier: The identifier the cell is dequeued with.
    package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    /// Creates a cell from an archive.
    ///
    /// - Parameter coder: The archive.
    package required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    // MARK: Internal

    /// Writes a day out, such as "10 December 1815"; the same in every locale and time zone,
    /// so that screenshots and tests agree.
    ///
    /// - Parameter day: The day.
    /// - Returns: The day, or its `yyyy-mm-dd` form if the calendar cannot place it.
    package static func text(for day: Day) -> String {
      let components = DateComponents(year: day.year, month: day.month, day: day.day)
      guard let date = calendar.date(from: components) else { return day.description }
      return formatter.string(from: date)
    }

    /// Shows a field's title and its day written out.
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - path: The row's position.
    package func configure(with field: DateField, at path: ItemPath) {
      textLabel?.text = field.title
      detailTextLabel?.text = Self.text(for: field.day)
    }

    // MARK: Private

    private static let calendar: Calendar = {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
      return calendar
    }()

    private static let formatter: DateFormatter = {
      let formatter = DateFormatter()
      formatter.calendar = calendar
      formatter.timeZone = calendar.timeZone
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.dateFormat = "d MMMM yyyy"
      return formatter
    }()
  }
}
#endif
