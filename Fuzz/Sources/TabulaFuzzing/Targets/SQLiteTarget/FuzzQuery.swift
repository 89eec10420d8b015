/// The query of a fuzz input: SQL made from a few templates and the fuzzer's own text, and
/// whether its rows are grouped into sections.
struct FuzzQuery: CustomStringConvertible {
  var sql: String
  var isGrouped: Bool
  var orderingColumn: String?

  init(_ input: inout FuzzInput) {
    let columns = ["id", "name", "position", "rowid", "nothing"]
    let column = { (input: inout FuzzInput) in columns[input.int(in: 0...(columns.count - 1))] }
    let templates = [
      "SELECT * FROM entry",
      "SELECT * FROM entry ORDER BY \(column(&input))",
      "SELECT * FROM entry WHERE \(column(&input)) > \(input.int(in: -2...40))",
      "SELECT \(column(&input)) AS id, name FROM entry",
      "SELECT rowid AS id, name FROM sqlite_master",
      "SELECT 1 AS id, 'a' AS name UNION ALL SELECT \(input.int(in: 0...2)), 'b'",
      "SELECT * FROM entry LIMIT \(input.int(in: -1...5))",
    ]
    let choice = input.int(in: 0...templates.count)
    if choice < templates.count {
      sql = templates[choice]
    } else {
      sql = String(decoding: input.bytes(count: input.int(in: 0...80)), as: UTF8.self)
    }
    isGrouped = input.bool()
    orderingColumn = input.bool() ? column(&input) : nil
  }

  var description: String {
    "'\(sql)'" + (isGrouped ? ", grouped" : "")
      + (orderingColumn.map { ", ordered by \($0)" } ?? "")
  }
}
