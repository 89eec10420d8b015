/// Lists the sections of a snapshot in declarative code, with `for`, `if` and `switch`.
///
/// ```swift
/// let snapshot = try Snapshot {
///   for continent in Continent.allCases {
///     SnapshotSection(continent.name) {
///       for country in countries where country.continent == continent { country }
///     }
///   }
/// }
/// ```
@resultBuilder
public enum SnapshotBuilder {
  /// Turns one section into a list of one.
  public static func buildExpression<Section: Identifiable, Item: Identifiable>(
    _ section: SnapshotSection<Section, Item>
  ) -> [SnapshotSection<Section, Item>] {
    [section]
  }

  /// Passes a list of sections through.
  public static func buildExpression<Section: Identifiable, Item: Identifiable>(
    _ sections: [SnapshotSection<Section, Item>]
  ) -> [SnapshotSection<Section, Item>] {
    sections
  }

  /// Joins the lists of consecutive statements.
  public static func buildBlock<Section: Identifiable, Item: Identifiable>(
    _ components: [SnapshotSection<Section, Item>]...
  ) -> [SnapshotSection<Section, Item>] {
    components.flatMap { $0 }
  }

  /// Lists the sections of an `if` without `else`, or none.
  public static func buildOptional<Section: Identifiable, Item: Identifiable>(
    _ component: [SnapshotSection<Section, Item>]?
  ) -> [SnapshotSection<Section, Item>] {
    component ?? []
  }

  /// Lists the sections of the first branch of an `if`–`else` or `switch`.
  public static func buildEither<Section: Identifiable, Item: Identifiable>(
    first component: [SnapshotSection<Section, Item>]
  ) -> [SnapshotSection<Section, Item>] {
    component
  }

  /// Lists the sections of the second branch of an `if`–`else` or `switch`.
  public static func buildEither<Section: Identifiable, Item: Identifiable>(
    second component: [SnapshotSection<Section, Item>]
  ) -> [SnapshotSection<Section, Item>] {
    component
  }

  /// Joins the lists of the iterations of a `for` loop.
  public static func buildArray<Section: Identifiable, Item: Identifiable>(
    _ components: [[SnapshotSection<Section, Item>]]
  ) -> [SnapshotSection<Section, Item>] {
    components.flatMap { $0 }
  }

  /// Lists the sections of an `if #available` block.
  public static func buildLimitedAvailability<Section: Identifiable, Item: Identifiable>(
    _ component: [SnapshotSection<Section, Item>]
  ) -> [SnapshotSection<Section, Item>] {
    component
  }
}
