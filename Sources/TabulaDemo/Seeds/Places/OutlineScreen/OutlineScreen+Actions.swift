import GRDB
@_spi(Surfaces) import Tabula
import TabulaExampleDatabase

// MARK: - OutlineScreen + Actions

extension OutlineScreen {
  /// Carries out an action; see ``ScreenAction``.
  ///
  /// - Parameter action: The action.
  /// - Returns: A message for the status line, if any.
  func perform(_ action: ScreenAction) -> String? {
    log.statusMessage { run(action) }
  }

  // MARK: Private

  private func run(_ action: ScreenAction) -> String? {
    switch action {
    case .expand: return expandRow()
    case .collapse: return collapseRow()
    case .open:
      guard let cursor = view.cursor else { return "Nothing to open" }
      return view.toggleExpansion(at: cursor) ? nil : "This row has no children"
    case .insert: return insert()
    case .remove: return remove()
    case .delete, .undo, .redo, .moveToTop, .drag, .selection:
      return "The outline is edited in the database: i inserts a city, x deletes a row"
    case .filter: return "The outline does not filter"
    case .retry, .refresh: return "The outline is live: nothing to load"
    case .showActions(let placement): return showItemActions(placement)
    case .chooseAction(let number):
      return chooseItemAction(number, on: view.cursor.flatMap { dataSource.item(at: $0)?.name })
    case .closeActions: return closeItemActions()
    case .sendMessage, .receiveMessage: return ChatScreen.elsewhere
    }
  }

  /// Inserts the next newcomer city in the table, as another writer would.
  private func insert() -> String {
    do {
      guard let newcomer = try database.queue.write(PlacesTable.insertNewcomer) else {
        return "Nothing left to insert"
      }
      return "Inserted \(newcomer.city) under \(newcomer.country) in the data"
    } catch {
      return "Could not insert: \(error)"
    }
  }

  /// Deletes the row under the cursor from the table, and the rows under it.
  private func remove() -> String {
    guard let place = view.cursor.flatMap({ dataSource.item(at: $0) }) else {
      return "Nothing to delete"
    }
    do {
      try database.queue.write { db in
        try db.execute(sql: "DELETE FROM place WHERE id = ?", arguments: [place.id])
      }
      return "Deleted \(place.name) in the data"
    } catch {
      return "Could not delete: \(error)"
    }
  }
}
