// MARK: - QueryShape + SQL

extension QueryShape {
  /// What the SQL of a query says, before the database is asked: the table it reads and the
  /// terms of its `ORDER BY`.
  struct Outline: Hashable, Sendable {
    let table: String
    let terms: [OrderingTerm]
  }

  /// Reads the SQL GRDB generates for a query interface request, and accepts it only if it is
  /// `SELECT <columns> FROM "<table>" [WHERE <condition>] ORDER BY <columns>`, where the
  /// condition reads no other query.
  ///
  /// - Returns: The table and the ordering terms, or why the query cannot be maintained.
  /// - Complexity: O(*n*), where *n* is the length of the SQL.
  static func outline(of sql: String) -> Verdict<Outline> {
    guard let tokens = SQLToken.tokens(of: sql), tokens.first?.isTopLevelWord("SELECT") == true
    else { return .refused(.unsupportedClause("SQL that is not one SELECT")) }
    if tokens.dropFirst().contains(where: { $0.kind == .word && $0.text == "SELECT" }) {
      return .refused(.unsupportedClause("a subquery"))
    }
    if tokens.contains(where: { $0.isTopLevelWord("JOIN") }) { return .refused(.severalTables) }
    let clauses = [
      ("DISTINCT", "DISTINCT"), ("GROUP", "GROUP BY"), ("HAVING", "HAVING"), ("LIMIT", "LIMIT"),
      ("OFFSET", "OFFSET"), ("UNION", "a compound query"), ("INTERSECT", "a compound query"),
      ("EXCEPT", "a compound query"), ("WINDOW", "WINDOW"), ("OVER", "a window function"),
    ]
    for (word, clause) in clauses where tokens.contains(where: { $0.isTopLevelWord(word) }) {
      return .refused(.unsupportedClause(clause))
    }
    guard let from = tokens.firstIndex(where: { $0.isTopLevelWord("FROM") }) else {
      return .refused(.unsupportedClause("a SELECT without FROM"))
    }
    guard SQLToken.split(tokens[1..<from]).allSatisfy(isPlainColumn) else {
      return .refused(.unsupportedClause("a selection that is not plain columns"))
    }
    let afterFrom = from + 1
    guard afterFrom < tokens.count, tokens[afterFrom].kind == .identifier else {
      return .refused(.unsupportedClause("a FROM that is not one table"))
    }
    let table = tokens[afterFrom].text
    if afterFrom + 1 < tokens.count,
      !tokens[afterFrom + 1].isTopLevelWord("WHERE"), !tokens[afterFrom + 1].isTopLevelWord("ORDER")
    {
      return .refused(.severalTables)
    }
    guard
      let order = tokens.indices.last(where: { tokens[$0].isTopLevelWord("ORDER") }),
      order + 1 < tokens.count, tokens[order + 1].isTopLevelWord("BY")
    else { return .refused(.noOrdering) }
    var terms: [OrderingTerm] = []
    for term in SQLToken.split(tokens[(order + 2)...]) {
      guard let parsed = orderingTerm(term) else {
        return .refused(.orderingNotColumns(Self.text(of: tokens[(order + 2)...])))
      }
      terms.append(parsed)
    }
    return .accepted(Outline(table: table, terms: terms))
  }

  // MARK: Private

  /// `*`, `"column"`, `"table".*`, `"table"."column"`, each perhaps `AS "alias"`.
  private static func isPlainColumn(_ item: ArraySlice<SQLToken>) -> Bool {
    var rest = Array(item)
    if rest.count >= 2, rest[rest.count - 2].kind == .word, rest[rest.count - 2].text == "AS",
      rest[rest.count - 1].kind == .identifier
    {
      rest.removeLast(2)
    }
    switch rest.count {
    case 1: return rest[0].kind == .identifier || rest[0].text == "*"
    case 3:
      return rest[0].kind == .identifier && rest[1].text == "."
        && (rest[2].kind == .identifier || rest[2].text == "*")
    default: return false
    }
  }

  /// `"column"`, `"column" ASC` or `"column" DESC`.
  private static func orderingTerm(_ term: ArraySlice<SQLToken>) -> OrderingTerm? {
    let tokens = Array(term)
    guard let column = tokens.first, column.kind == .identifier else { return nil }
    switch tokens.count {
    case 1: return OrderingTerm(column: column.text, isDescending: false, saysAscending: false)
    case 2 where tokens[1].kind == .word && (tokens[1].text == "ASC" || tokens[1].text == "DESC"):
      return OrderingTerm(
        column: column.text, isDescending: tokens[1].text == "DESC",
        saysAscending: tokens[1].text == "ASC")
    default: return nil
    }
  }

  private static func text(of tokens: ArraySlice<SQLToken>) -> String {
    tokens.map { token in
      switch token.kind {
      case .identifier: "\"\(token.text)\""
      case .literal: "'\(token.text)'"
      case .word, .symbol: token.text
      }
    }.joined(separator: " ")
  }
}
