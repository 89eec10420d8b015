/// The per-row work of a ``ListDataSource``, compiled for its section and item types where
/// they are known: in the code that creates the data source.
///
/// A data source is a generic class whose methods run the same compiled code for every item
/// type, asking the runtime for each type it meets and copying and hashing each item through
/// its type's witnesses. For one row that costs little; for the rows of a plan, or of a parent
/// expanded or collapsed, it cost three quarters of the time. The work below is written with the
/// snapshot's `@inlinable` code, and this value is made by the data source's `@inlinable`
/// initializers, so the compiler specializes it for the app's types. A data source created in
/// generic code gets the generic version, which does the same work.
@usableFromInline
struct _SpecializedListWork<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// Plans the update from the shown snapshot to a new one.
  @usableFromInline let plan:
    (
      _ old: Snapshot<Section, Item>, _ new: Snapshot<Section, Item>,
      _ reuseIdentifier: ((Item) -> String)?
    ) -> UpdatePlan<Section, Item>

  /// Shows the rows under a shown item, read from the outline: see
  /// `Snapshot._showDescendants(of:from:expanded:)`.
  @usableFromInline let showDescendants:
    (
      _ rows: inout Snapshot<Section, Item>, _ id: Item.ID, _ outline: Snapshot<Section, Item>,
      _ expanded: Set<Item.ID>
    ) -> Bool

  /// Hides the rows under a shown item: see `Snapshot._hideDescendants(of:)`.
  @usableFromInline let hideDescendants:
    (_ rows: inout Snapshot<Section, Item>, _ id: Item.ID) -> Bool

  /// The identifier of the row at a position and that of its parent row (`nil` at the top
  /// level): what a surface that names rows by parent reads of each row a batch places.
  @usableFromInline let outlineNode:
    (_ rows: Snapshot<Section, Item>, _ path: ItemPath) -> (id: AnyHashable, parent: AnyHashable?)?
  /// `outlineNode` for many positions, read in one pass: see `Snapshot._forEachItem(at:path:_:)`.
  @usableFromInline let outlineNodes:
    (_ rows: Snapshot<Section, Item>, _ paths: [ItemPath]) -> [(
      id: AnyHashable, parent: AnyHashable?
    )?]
  /// The identifiers and levels of the rows at a run of positions in a section, read leaf by
  /// leaf; `nil` if a position is out of range.
  @usableFromInline let outlineRows:
    (_ rows: Snapshot<Section, Item>, _ section: Int, _ items: Range<Int>) -> [(
      id: AnyHashable, level: Int
    )]?
  /// The title above a section of a data source's shown snapshot: its behaviour's, else the
  /// section model's header; `nil` for none or if there is no such section. A table asks it
  /// of each section after each batch. It takes the data source, not its snapshot: handing
  /// the snapshot over from the data source's generic code copied it through its type's
  /// witnesses at every call (a table's one edit of a 1M-row list: the header's read went
  /// from 5.7% to 3.7% of the apply).
  @usableFromInline let headerTitle:
    @MainActor (_ source: ListDataSource<Section, Item>, _ section: Int) -> String?
  /// The title below a section, as `headerTitle` the one above it: its behaviour's, else the
  /// section model's footer. A table asks it of each section after each batch too.
  @usableFromInline let footerTitle:
    @MainActor (_ source: ListDataSource<Section, Item>, _ section: Int) -> String?
  /// Whether a section has a header title and a footer title, the section read once: what a
  /// table asks of each section after each batch.
  @usableFromInline let titlesShown:
    @MainActor (_ source: ListDataSource<Section, Item>, _ section: Int) -> (
      header: Bool, footer: Bool
    )

  /// The work, compiled where this initializer is: for the caller's types.
  @inlinable
  init() {
    headerTitle = { @MainActor source, section in
      guard source.snapshot._hasSection(at: section) else { return nil }
      return source.behavior.headerTitle(section) ?? source.snapshot._sections[section].header
    }
    footerTitle = { @MainActor source, section in
      guard source.snapshot._hasSection(at: section) else { return nil }
      return source.behavior.footerTitle(section) ?? source.snapshot._sections[section].footer
    }
    titlesShown = { @MainActor source, section in
      guard source.snapshot._hasSection(at: section) else { return (false, false) }
      let model = source.snapshot._sections[section]
      return (
        source.behavior.headerTitle(section) != nil || model.header != nil,
        source.behavior.footerTitle(section) != nil || model.footer != nil
      )
    }
    plan = { old, new, reuseIdentifier in
      UpdatePlan(from: old, to: new, reuseIdentifier: reuseIdentifier)
    }
    showDescendants = { rows, id, outline, expanded in
      rows._showDescendants(of: id, from: outline, expanded: expanded)
    }
    hideDescendants = { rows, id in rows._hideDescendants(of: id) }
    outlineNode = { rows, path in
      guard let item = rows.item(at: path) else { return nil }
      return (id: AnyHashable(item.id), parent: rows.parent(of: item.id).map { AnyHashable($0) })
    }
    outlineNodes = { rows, paths in rows._outlineNodes(at: paths) }
    outlineRows = { rows, section, items in rows._outlineRows(inSection: section, items: items) }
  }
}
