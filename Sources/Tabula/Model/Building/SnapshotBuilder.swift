/// Lists the sections of a snapshot, or the items of a section, in declarative code, with
/// `for`, `if` and `switch`.
///
/// ```swift
/// let snapshot = try Snapshot {
///   for continent in Continent.allCases {
///     SnapshotSection(continent.name) {
///       for country in countries where country.continent == continent { country }
///       if showsMicrostates && continent == .europe { monaco }
///     }
///   }
/// }
/// ```
@resultBuilder
public enum SnapshotBuilder {
  /// Turns one element (an item, or a section) into a list of one.
  public static func buildExpression<Element>(_ element: Element) -> [Element] { [element] }

  /// Passes a list of elements through.
  public static func buildExpression<Element>(_ elements: [Element]) -> [Element] { elements }

  /// Joins the lists of consecutive statements.
  public static func buildBlock<Element>(_ components: [Element]...) -> [Element] {
    components.flatMap { $0 }
  }

  /// Lists the items of an `if` without `else`, or none.
  public static func buildOptional<Element>(_ component: [Element]?) -> [Element] {
    component ?? []
  }

  /// Lists the items of the first branch of an `if`–`else` or `switch`.
  public static func buildEither<Element>(first component: [Element]) -> [Element] { component }

  /// Lists the items of the second branch of an `if`–`else` or `switch`.
  public static func buildEither<Element>(second component: [Element]) -> [Element] { component }

  /// Joins the lists of the iterations of a `for` loop.
  public static func buildArray<Element>(_ components: [[Element]]) -> [Element] {
    components.flatMap { $0 }
  }

  /// Lists the items of an `if #available` block.
  public static func buildLimitedAvailability<Element>(_ component: [Element]) -> [Element] {
    component
  }
}
