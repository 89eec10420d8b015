// expect: 'UICalendarView' is only available in iOS 16.0 or newer
import UIKit

@MainActor final class DatePickerRow {
  let calendar: UICalendarView

  init(calendar: UICalendarView) {
    self.calendar = calendar
  }
}
