/// The fuzz targets, each decoding the fuzzer's bytes into a structured input and checking
/// what Tabula promises for it.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// Sections and items with arbitrary identities into `Snapshot`, its mutations and queries.
  case snapshot

  /// Two arbitrary snapshots into `UpdatePlan`, applied to a `HeadlessListView`.
  case plan

  /// An arbitrary `BatchUpdate` and counts into `BatchValidator` and `HeadlessListView`.
  case batch

  /// Edit operations with undo and redo on an `EditableList` that a list view shows.
  case edits

  /// Arbitrary bytes as a SQLite file and arbitrary queries through `QueryProvider`.
  case sqlite

  /// Random schemas, requests and writes through a `QueryProvider`, compared with a refetch
  /// after every commit.
  case schema

  /// Two arbitrary snapshots shown in turn on a scrolled `HeadlessListView` with rows of
  /// different heights: the anchor row keeps its place.
  case anchor

  /// Drag sessions, drops and selections on a `HeadlessListView` in edit mode, interleaved
  /// with the list's edits, undo and redo: each drop does what a plain model says.
  case drag

  /// An outline's edits, undo and redo, interleaved with expanding, collapsing and moving rows
  /// on a `HeadlessListView`: it always shows the expanded parts, at their levels.
  case outline

  /// Runs the target on one input.
  ///
  /// - Throws: ``FuzzFailure`` naming the broken rule and the input that broke it.
  @MainActor
  public func run(_ bytes: some Sequence<UInt8>) throws(FuzzFailure) {
    var input = FuzzInput(bytes)
    switch self {
    case .snapshot: try SnapshotTarget.run(&input)
    case .plan: try PlanTarget.run(&input)
    case .batch: try BatchTarget.run(&input)
    case .edits: try EditTarget.run(&input)
    case .sqlite: try SQLiteTarget.run(&input)
    case .schema: try SchemaTarget.run(&input)
    case .anchor: try AnchorTarget.run(&input)
    case .drag: try DragTarget.run(&input)
    case .outline: try OutlineTarget.run(&input)
    }
  }
}
