/// A token of the SQL that GRDB generates for a query interface request, enough to tell its
/// clauses apart: words (keywords, bare names, numbers) uppercased, quoted identifiers with
/// their quotes removed, string literals, and single-character symbols, each with its depth of
/// parentheses.
struct SQLToken: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case word, identifier, literal, symbol
  }

  let kind: Kind
  let text: String
  let depth: Int

  /// Whether the token is the keyword `word` outside any parentheses.
  func isTopLevelWord(_ word: String) -> Bool {
    kind == .word && depth == 0 && text == word
  }

  /// The tokens of a statement, or `nil` if a quote or a parenthesis is not closed.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the SQL.
  static func tokens(of sql: String) -> [SQLToken]? {
    let scalars = Array(sql.unicodeScalars)
    var tokens: [SQLToken] = []
    var depth = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case " ", "\n", "\t", "\r":
        index += 1
      case "\"", "`", "'", "[":
        let close: Unicode.Scalar = scalar == "[" ? "]" : scalar
        var text = String.UnicodeScalarView()
        index += 1
        var closed = false
        while index < scalars.count {
          if scalars[index] == close {
            // A doubled quote stands for one quote inside the name or literal.
            if close != "]", index + 1 < scalars.count, scalars[index + 1] == close {
              text.append(close)
              index += 2
              continue
            }
            closed = true
            index += 1
            break
          }
          text.append(scalars[index])
          index += 1
        }
        guard closed else { return nil }
        let kind: Kind = scalar == "'" ? .literal : .identifier
        tokens.append(SQLToken(kind: kind, text: String(text), depth: depth))
      case "(":
        tokens.append(SQLToken(kind: .symbol, text: "(", depth: depth))
        depth += 1
        index += 1
      case ")":
        depth -= 1
        guard depth >= 0 else { return nil }
        tokens.append(SQLToken(kind: .symbol, text: ")", depth: depth))
        index += 1
      default:
        if Self.isWordScalar(scalar) {
          var text = String.UnicodeScalarView()
          while index < scalars.count, Self.isWordScalar(scalars[index]) {
            text.append(scalars[index])
            index += 1
          }
          tokens.append(SQLToken(kind: .word, text: String(text).uppercased(), depth: depth))
        } else {
          tokens.append(SQLToken(kind: .symbol, text: String(scalar), depth: depth))
          index += 1
        }
      }
    }
    return depth == 0 ? tokens : nil
  }

  /// Splits tokens at the commas outside parentheses.
  static func split(_ tokens: ArraySlice<SQLToken>) -> [ArraySlice<SQLToken>] {
    guard let depth = tokens.first?.depth else { return [] }
    return tokens.split(
      omittingEmptySubsequences: false,
      whereSeparator: { $0.kind == .symbol && $0.text == "," && $0.depth == depth })
  }

  // MARK: Private

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
      || ("0"..."9").contains(scalar)
  }
}
