import TabulaExampleModels
import Testing

/// How the Mac's customer form writes a day out (`DateFieldCellView`): in English, in the
/// Gregorian calendar in UTC.
struct Seed003DayTests {
  @Test func `a day is written out in English, its month in full`() {
    #expect(Day(year: 1815, month: 12, day: 10).writtenOut == "10 December 1815")
    #expect(Day(year: 2024, month: 3, day: 7).writtenOut == "7 March 2024")
  }

  @Test func `the first and last days of a year are written in that year`() {
    #expect(Day(year: 1837, month: 1, day: 1).writtenOut == "1 January 1837")
    #expect(Day(year: 1849, month: 12, day: 31).writtenOut == "31 December 1849")
  }

  @Test func `a day the calendar does not have is written as it was given, not moved`() {
    #expect(Day(year: 2023, month: 2, day: 29).writtenOut == "2023-02-29")
    #expect(Day(year: 2024, month: 13, day: 1).writtenOut == "2024-13-01")
    #expect(Day(year: 2024, month: 2, day: 29).writtenOut == "29 February 2024")
  }
}
