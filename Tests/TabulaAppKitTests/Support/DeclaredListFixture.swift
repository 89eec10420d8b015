@_spi(Hosting) @_spi(Surfaces) import Tabula
@_spi(Hosting) @_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport

/// A table or outline as TabulaList drives it on the Mac: the view's state (the bindings'
/// sources of truth), and an ``update()`` that hands the host that state as `updateNSView`
/// would, over the test hosts of ``TableSurface`` and ``OutlineSurface``.
@MainActor
final class DeclaredListFixture {
  enum Shape: CaseIterable, Sendable { case flat, sections, outline }

  let shape: Shape
  let scheduler = ManualScheduler()
  let table = TableHostModel()
  let outline = OutlineHostModel()
  let list: DeclarativeListHost<Group, Entry>
  /// The surfaces, kept here: a data source holds its surface weakly.
  private let tableSurface: TableSurface
  private let outlineSurface: OutlineSurface
  private(set) var diagnostics: [ListDiagnostic] = []

  // MARK: The view's state

  var provider: any DataProvider<Group, Entry>
  var behavior = ListBehavior<Entry>()
  /// The selection binding's value; `nil` for a list without one.
  var selection: Set<Int>?
  var selectsOneItem = false
  /// The expansion binding's value; `nil` for an outline that keeps its own.
  var expansion: Set<Int>?
  var onDelete: (@MainActor (ListHostDeletion<Entry>) -> Void)?
  var contextMenu: (@MainActor (Set<Int>) -> [ListHostMenuCommand])?
  /// What a click on a row pushes; `nil` for a list without navigating rows.
  var navigation: (@MainActor (Entry) -> (@MainActor () -> Void)?)?
  var showsSectionHeaders = false
  var showsSectionFooters = false
  /// The search field's text; `nil` for a list without one.
  var searchText: String?
  var scrollAnchoring = ScrollAnchoring.stickToTop
  /// The scroll target binding's value; `.none` for a list without one.
  var scrollTarget: Int??
  var scrollTargetPlacement = ListViewSurface.RowPlacement.top
  /// The scroll position binding's value; `.none` for a list without one.
  var scrollPosition: Int??
  let undoManager = UndoLog()
  /// The scroll view around the table or the outline: 40 points high, rows of 16 to 34.
  lazy var scroll = ScrollViewModel(visibleHeight: 40) { [unowned self] in
    shape == .outline ? outline.shownIDs : table.model.rows.map(\.id)
  }

  /// What the list wrote to the bindings, in order.
  private(set) var selectionWrites: [Set<Int>] = []
  private(set) var expansionWrites: [Set<Int>] = []
  private(set) var scrollTargetWrites: [Int?] = []
  private(set) var scrollPositionWrites: [Int?] = []
  /// Whether a write came while the host was inside an update.
  private(set) var wroteDuringUpdate = false

  init(_ shape: Shape, showing snapshot: EntrySnapshot) {
    self.shape = shape
    provider = EditableList(snapshot)
    let tableSurface = TableSurface()
    let outlineSurface = OutlineSurface()
    self.tableSurface = tableSurface
    self.outlineSurface = outlineSurface
    tableSurface.view = table
    outline.surface = outlineSurface
    outlineSurface.view = outline
    list = DeclarativeListHost(diagnostics: .ignore, schedule: scheduler.schedule) { handler in
      shape == .outline
        ? ListDataSource(surface: outlineSurface, registration: .entries, diagnostics: handler)
        : ListDataSource(surface: tableSurface, registration: .entries, diagnostics: handler)
    }
    let dataSource = list.dataSource
    table.model.shown = { dataSource.tableRowIdentities }
    tableSurface.deleteSelection = { dataSource.deleteSelection() }
    outlineSurface.deleteSelection = { dataSource.deleteSelection() }
    scroll.rowObjects = { [unowned self] in outline.rows.map(\.item) }
    tableSurface.scrolling = scroll
    outlineSurface.scrolling = scroll
  }

  /// Hands the host the view's state, as `updateNSView` does.
  func update() {
    var update = DeclarativeListUpdate(provider: provider, behavior: behavior)
    update.diagnostics = ListDiagnostic.Handler { [weak self] diagnostic in
      MainActor.assumeIsolated { self?.diagnostics.append(diagnostic) }
    }
    if let selection {
      update.selection = HostBinding(Set(selection.map { $0 })) { [weak self] ids in
        self?.write(ids, to: \.selection, log: \.selectionWrites)
      }
      update.selectsOneItem = selectsOneItem
    }
    if let expansion {
      update.expansion = HostBinding(expansion) { [weak self] ids in
        self?.write(ids, to: \.expansion, log: \.expansionWrites)
      }
    }
    update.onDelete = onDelete
    update.contextMenu = contextMenu
    update.navigation = navigation
    update.showsSectionHeaders = showsSectionHeaders
    update.showsSectionFooters = showsSectionFooters
    update.searchText = searchText
    update.scrollAnchoring = scrollAnchoring
    if let scrollTarget {
      update.scrollTarget = HostBinding(scrollTarget) { [weak self] id in
        guard let self else { return }
        if list.writes.isInUpdate { wroteDuringUpdate = true }
        self.scrollTarget = .some(id)
        scrollTargetWrites.append(id)
      }
      update.scrollTargetPlacement = scrollTargetPlacement
    }
    if let scrollPosition {
      update.scrollPosition = HostBinding(scrollPosition) { [weak self] id in
        guard let self else { return }
        if list.writes.isInUpdate { wroteDuringUpdate = true }
        self.scrollPosition = .some(id)
        scrollPositionWrites.append(id)
      }
    }
    update.undoRegistrar = undoManager
    list.update(update)
  }

  /// The user scrolls the visible area's top to `top` and lets go (the scroll view's
  /// `didEndLiveScrollNotification`).
  func userScrolls(toTop top: Double) {
    scroll.visibleTop = top
    (shape == .outline ? outlineSurface as ListViewSurface : tableSurface).userDidEndScrolling()
  }

  /// Runs what waits for the next turn of the main actor: the writes to the bindings.
  func settle() {
    scheduler.drain()
  }

  /// The user selects the rows of some items, as a click or ⌘-click does.
  func userSelects(_ ids: [Int]) {
    switch shape {
    case .outline:
      outline.userSelects(
        ids.compactMap { id in outline.rows.first { $0.item.id == AnyHashable(id) }?.item })
      outlineSurface.viewSelectionDidChange()
    case .flat, .sections:
      let rows = ids.compactMap { id in table.model.rows.firstIndex { $0.id == AnyHashable(id) } }
      table.userSelects(rows: rows)
      tableSurface.viewSelectionDidChange()
    }
  }

  /// The user drags a random row, with the selection when it is selected, to a random place
  /// AppKit could propose, and lets go there, as the drag fixtures drive the surfaces: no drop
  /// when nothing lifts or the proposal is refused; the session ends either way.
  func userDrags(using random: inout SeededRandom) {
    switch shape {
    case .outline:
      let rows = outline.rows
      guard !rows.isEmpty else { return }
      let item = rows[Int.random(in: 0..<rows.count, using: &random)].item
      let selected = outline.selectedItems
      let lifted = selected.contains { $0 === item } ? selected : [item]
      guard !lifted.filter({ outlineSurface.dragsItem($0) }).isEmpty else { return }
      let parents = [nil] + rows.map(\.item)
      let parent = parents[Int.random(in: 0..<parents.count, using: &random)]
      let count = outlineSurface.numberOfChildren(of: parent)
      let index =
        parent != nil && random.chance(0.2)
        ? OutlineDrop.onItem : Int.random(in: 0...count, using: &random)
      let proposed = OutlineDrop(parent: parent?.id, childIndex: index)
      if let shown = outlineSurface.validateDrop(proposed) { _ = outlineSurface.acceptDrop(shown) }
      outlineSurface.dragDidEnd()
    case .flat, .sections:
      let count = table.model.rows.count
      guard count > 0 else { return }
      let row = Int.random(in: 0..<count, using: &random)
      let selected = table.selectedRows
      let lifted = selected.contains(row) ? selected : [row]
      guard !lifted.filter({ tableSurface.dragsRow($0) }).isEmpty else { return }
      let proposed =
        random.chance(0.3)
        ? TableDrop(row: Int.random(in: 0..<count, using: &random), operation: .on)
        : TableDrop(row: Int.random(in: 0...count, using: &random), operation: .above)
      if let shown = tableSurface.validateDrop(proposed) { _ = tableSurface.acceptDrop(shown) }
      tableSurface.dragDidEnd()
    }
  }

  /// The identifiers of the rows the view shows selected.
  var shownSelection: Set<Int> {
    let ids: [AnyHashable?] =
      shape == .outline
      ? outline.selectedItems.map(\.id) : table.selectedRows.map { table.model.rows[$0].id }
    return Set(ids.compactMap { $0?.base as? Int })
  }

  /// Where the visible area's top is once the row of an item shows as a placement says,
  /// within the rows; `nil` if no row shows the item.
  func visibleTop(showing id: Int, placing placement: ListViewSurface.RowPlacement) -> Double? {
    guard let row = scroll.shownRows().firstIndex(of: AnyHashable(id)) else { return nil }
    let span = scroll.spans[row]
    let offset: Double
    switch placement {
    case .top: offset = 0
    case .center: offset = (scroll.visibleHeight - span.height) / 2
    case .bottom: offset = scroll.visibleHeight - span.height
    }
    return min(max(span.top - offset, 0), scroll.highestTop)
  }

  /// The identifiers of the rows the view shows, in order.
  var shownIDs: [Int] {
    let ids: [AnyHashable?] =
      shape == .outline ? outline.shownIDs : table.model.rows.map(\.id)
    return ids.compactMap { $0?.base as? Int }
  }

  private func write(
    _ ids: Set<Int>, to state: ReferenceWritableKeyPath<DeclaredListFixture, Set<Int>?>,
    log: ReferenceWritableKeyPath<DeclaredListFixture, [Set<Int>]>
  ) {
    if list.writes.isInUpdate { wroteDuringUpdate = true }
    self[keyPath: state] = ids
    self[keyPath: log].append(ids)
  }
}

/// An undo manager as a stack of steps, each with its owner.
@MainActor
final class UndoLog: UndoRegistrar {
  private(set) var steps: [(name: String, owner: ObjectIdentifier, action: @MainActor () -> Void)] =
    []

  func registerUndo(
    named name: String, owner: AnyObject, _ action: @escaping @MainActor () -> Void
  ) {
    steps.append((name, ObjectIdentifier(owner), action))
  }

  func removeSteps(of owner: AnyObject) {
    steps.removeAll { $0.owner == ObjectIdentifier(owner) }
  }

  func undo() {
    steps.popLast()?.action()
  }

  func redo() {}
}
