/// A row of a maintained query: its rowid, its record, and the values that order it.
struct MaintainedRow<Record: Sendable>: Sendable {
  let rowID: Int64
  let record: Record
  let key: OrderingKey
}
