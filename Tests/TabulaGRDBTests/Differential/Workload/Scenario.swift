/// What a differential test's schema is: random, or one of the kinds that once published a
/// list other than the query's result.
enum Scenario: String, CaseIterable, Sendable {
  case random, utf16LittleEndian, utf16BigEndian, partialUniqueIndex, virtualRealColumn
}
