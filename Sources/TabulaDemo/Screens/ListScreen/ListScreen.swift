@_spi(Surfaces) import Tabula

/// A screen that shows a ``ListModel`` in a ``TerminalListView``: the seeds' screens are all
/// one of these, with their own data, cells and ``ScreenBehavior``.
///
/// The data source is bound with `ListDataSource.bind(to:)` to a `SearchFilter` of the model,
/// the provider an app's search field drives: a deletion or a move on the list goes through
/// the data source's user edits into the model, as one undoable step, and every change the
/// model publishes is animated. The filter (`/`) is the search's text: it shows the matching
/// rows through the same diff; deleting and the row actions that replace a row still work
/// (by identifier, straight in the model), moving waits for the filter to clear, since a
/// position among the filtered rows is not a position in the model.
@MainActor
final class ListScreen<Model: ListModel>: DemoScreen {
  /// The kind of row.
  typealias Item = Model.Item

  /// The list the screen draws into.
  let view: TerminalListView

  /// The data the screen shows and edits.
  let model: Model

  /// The model's rows that match the filter: what the data source is bound to.
  let search: SearchFilter<Model>

  /// The data source between the model and the list.
  let dataSource: ListDataSource<ListSection, Item>

  /// What the screen does with its rows.
  let behavior: ScreenBehavior<Item>

  /// Where the data source and the model report what they recovered from.
  let log: DiagnosticLog

  /// The filter text, empty when every row shows.
  var query: String { search.query }

  private var token: ObservationToken?
  private var emptyText: String?

  // MARK: Lifecycle

  /// Creates a screen, binds its data source to a search of the model, and shows the
  /// model's rows.
  ///
  /// - Parameters:
  ///   - model: The data to show and edit.
  ///   - view: The list to draw into.
  ///   - behavior: What the screen does with its rows.
  ///   - log: Where the data source reports what it recovered from.
  ///   - makeDataSource: Makes the data source for the list, with its cells.
  init(
    model: Model,
    view: TerminalListView,
    behavior: ScreenBehavior<Item>,
    log: DiagnosticLog,
    makeDataSource: (TerminalListView, ListDiagnostic.Handler) -> ListDataSource<ListSection, Item>
  ) {
    self.model = model
    search = SearchFilter(model) { item, text in behavior.matches(item, text.lowercased()) }
    self.view = view
    self.behavior = behavior
    self.log = log
    let dataSource = makeDataSource(view, log.handler)
    // A data source that says nothing of editing lets the user edit as the screen does.
    if !dataSource.behavior.isEditable {
      dataSource.behavior.allowsDeleting = behavior.isEditable
      dataSource.behavior.allowsMoving = behavior.isMovable
      dataSource.behavior.allowsMultipleSelection = behavior.isEditable
    }
    self.dataSource = dataSource
    // The titles are the data source's, as a table view asks its data source: the behaviour's
    // (a footer that counts the rows shown, see `countFooters`), else the section model's.
    // NB: a footer often says something of the whole section, which a filter hides part of;
    // filtered sections show their header only.
    view.titles = { [weak self] index in
      guard let self else { return (nil, nil) }
      return (
        dataSource.headerTitle(inSection: index),
        query.isEmpty ? dataSource.footerTitle(inSection: index) : nil
      )
    }
    token = dataSource.bind(to: search)
    if !behavior.isEditable { dataSource.userEdits = nil }
  }

  // MARK: Internal

  /// The screen's title, from what the list shows.
  var title: String { behavior.title(dataSource.snapshot) }

  /// The keys that work on this screen: while rows are dragged, those that place them; in
  /// selection mode, those that change the selected rows.
  var hints: String {
    if view.drag != nil { return "↑↓ choose where  ⏎ drop  esc cancel" }
    if view.isEditing {
      return "space select  d delete  m drag  > to section  esc done"
    }
    var keys = ["? help", "↑↓ move"]
    if behavior.open != nil { keys.append("⏎ open") }
    if behavior.hintsItemActions { keys.append("[ ] swipe  c menu") }
    if behavior.isEditable { keys.append("d delete") }
    if dataSource.behavior.allowsMultipleSelection { keys.append("space select") }
    if behavior.isMovable { keys.append("m/M move") }
    if behavior.isEditable { keys.append("u/r undo/redo") }
    if behavior.insertion != nil { keys.append("i/x +/-") }
    keys.append("/ filter")
    return keys.joined(separator: "  ")
  }

  /// Whether every change made so far has reached the list.
  var isUpToDate: Bool { model.isUpToDate }

  /// Carries out an action; see ``ScreenAction``.
  ///
  /// - Parameter action: The action.
  /// - Returns: A message for the status line, if any.
  func perform(_ action: ScreenAction) -> String? {
    let logged = log.messages.count
    let message = run(action)
    guard log.messages.count > logged, let problem = log.messages.last else { return message }
    switch action {
    case .drag(.drop), .selection(.moveToCursorSection): return "Not moved: \(problem)"
    case .delete: return "Not deleted: \(problem)"
    default: return problem
    }
  }

  /// The item of the row under the cursor, if any.
  var itemUnderCursor: Item? {
    view.cursor.flatMap { dataSource.item(at: $0) }
  }

  /// Why rows cannot move now, or `nil` if they can: the screen does not move rows, or a
  /// filter hides some (a position among the filtered rows is not one in the model).
  var moveRefusal: String? {
    guard behavior.isMovable else { return "Rows here do not move" }
    return query.isEmpty ? nil : "Clear the filter (/, then Esc) to move rows"
  }

  /// Runs an edit of the model, and says what went wrong if it throws.
  func attempt(_ verb: String, _ body: () throws -> String) -> String {
    do {
      return try body()
    } catch {
      return "Could not \(verb): \(error)"
    }
  }

  // MARK: Private

  private func run(_ action: ScreenAction) -> String? {
    switch action {
    case .open:
      guard let item = itemUnderCursor else { return "Nothing to open" }
      guard let open = behavior.open else { return "Rows here do not open" }
      return open(item)
    case .delete:
      return view.isEditing && !dataSource.selection.isEmpty ? deleteSelection() : delete()
    case .moveToTop: return moveToTop()
    case .drag(let step): return drag(step)
    case .selection(let step): return select(step)
    case .undo: return undoOrRedo(isUndo: true)
    case .redo: return undoOrRedo(isUndo: false)
    case .filter(let text): return filter(text)
    case .insert: return insert()
    case .remove: return remove()
    case .retry: return "This list does not load pages: nothing to retry"
    case .refresh: return "This list does not load pages: nothing to refresh"
    case .showActions(let placement): return showActions(placement)
    case .chooseAction(let number):
      return chooseItemAction(number, on: itemUnderCursor.map(behavior.describe))
    case .closeActions: return closeItemActions()
    case .expand: return expandRow()
    case .collapse: return collapseRow()
    case .sendMessage, .receiveMessage: return ChatScreen.elsewhere
    }
  }

  /// Shows the actions of the row under the cursor: the data source hands an action's edit,
  /// a Delete for one, to the search and on to the model as an undoable step; while a filter
  /// is typed, an action that inserts or moves rows is refused, and the status line says why.
  private func showActions(_ placement: SurfaceItemAction.Placement) -> String? {
    showItemActions(placement)
  }

  private func delete() -> String? {
    guard behavior.isEditable else { return "This list is read-only" }
    guard let cursor = view.cursor, let item = itemUnderCursor else { return "Nothing to delete" }
    guard view.userDeleted(at: cursor) else { return "This row cannot be deleted" }
    return "Deleted \(behavior.describe(item))"
  }

  private func moveToTop() -> String? {
    if let refusal = moveRefusal { return refusal }
    guard let cursor = view.cursor, let item = itemUnderCursor else { return "Nothing to move" }
    let top = ItemPath(section: 0, item: 0)
    guard top != cursor else { return "\(behavior.describe(item)) is already at the top" }
    guard view.userMoved(from: cursor, to: top) else { return "This row cannot move" }
    return "Moved \(behavior.describe(item)) to the top"
  }

  private func undoOrRedo(isUndo: Bool) -> String? {
    guard behavior.isEditable else { return "This list is read-only" }
    return attempt(isUndo ? "undo" : "redo") {
      let name = isUndo ? try model.undo() : try model.redo()
      guard let name else { return isUndo ? "Nothing to undo" : "Nothing to redo" }
      return (isUndo ? "Undid " : "Redid ") + name
    }
  }

  private func filter(_ text: String) -> String? {
    if emptyText == nil { emptyText = view.emptyText ?? "No rows" }
    view.emptyText = text.isEmpty ? emptyText : "Nothing matches “\(text)”"
    search.search(text)
    return text.isEmpty ? nil : "Filter: \(text)"
  }

  /// Inserts a row as another writer would: the user's undo does not take it back.
  private func insert() -> String? {
    guard let insertion = behavior.insertion else { return "Nothing inserts rows here" }
    guard let positioned = insertion(model.snapshot) else { return "Nothing left to insert" }
    return attempt("insert") {
      try model.insertAsAnotherWriter(positioned)
      return "Another writer inserted \(behavior.describe(positioned.item))"
    }
  }

  /// Deletes the row under the cursor as another writer would: the user's undo does not
  /// bring it back.
  private func remove() -> String? {
    guard behavior.insertion != nil else { return "Nothing deletes rows here" }
    guard let item = itemUnderCursor else { return "Nothing to delete" }
    return attempt("delete") {
      try model.deleteAsAnotherWriter(item.id)
      return "Another writer deleted \(behavior.describe(item))"
    }
  }
}
