/// Lists the items of a section in declarative code, with `for`, `if` and `switch`.
///
/// ```swift
/// SnapshotSection("Europe") {
///   france
///   for country in others { country }
///   if showsMicrostates { monaco }
/// }
/// ```
@resultBuilder
public enum ItemsBuilder {
  /// Turns one item into a list of one.
  public static func buildExpression<Item>(_ item: Item) -> [Item] { [item] }

  /// Passes a list of items through.
  public static func buildExpression<Item>(_ items: [Item]) -> [Item] { items }

  /// Joins the lists of consecutive statements.
  public static func buildBlock<Item>(_ components: [Item]...) -> [Item] {
    components.flatMap { $0 }
  }

  /// Lists the items of an `if` without `else`, or none.
  public static func buildOptional<Item>(_ component: [Item]?) -> [Item] { component ?? [] }

  /// Lists the items of the first branch of an `if`–`else` or `switch`.
  public static func buildEither<Item>(first component: [Item]) -> [Item] { component }

  /// Lists the items of the second branch of an `if`–`else` or `switch`.
  public static func buildEither<Item>(second component: [Item]) -> [Item] { component }

  /// Joins the lists of the iterations of a `for` loop.
  public static func buildArray<Item>(_ components: [[Item]]) -> [Item] {
    components.flatMap { $0 }
  }

  /// Lists the items of an `if #available` block.
  public static func buildLimitedAvailability<Item>(_ component: [Item]) -> [Item] { component }
}
