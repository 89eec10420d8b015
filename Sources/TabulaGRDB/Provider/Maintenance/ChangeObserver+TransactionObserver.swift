import Foundation
import GRDB

// MARK: - ChangeObserver + TransactionObserver

extension ChangeObserver: TransactionObserver {
  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
    lock.withLock {
      guard let shape else { return false }
      switch eventKind {
      case .insert(let table), .delete(let table):
        return shape.isTable(table)
      case .update(let table, let columns):
        guard shape.isTable(table) else { return false }
        // NB: SQLite reports a row whose rowid changes under its new rowid only: its old
        // rowid, and so the item it was, is unknown, and the commit is refetched.
        if columns.contains(where: { shape.rowIDNames.contains($0.lowercased()) }) {
          pendingRefetch = pendingRefetch ?? .rowIDsRewritten
        }
        return true
      }
    }
  }

  func databaseDidChange(with event: DatabaseEvent) {
    lock.withLock {
      guard shape != nil, pendingRefetch == nil else { return }
      changedRowIDs.insert(event.rowID)
      if changedRowIDs.count > changeLimit {
        pendingRefetch = .tooManyChanges(changedRowIDs.count)
        changedRowIDs = []
      }
    }
  }

  func databaseDidChange() {
    lock.withLock {
      guard shape != nil else { return }
      pendingRefetch = .externalChanges
    }
  }

  func databaseDidCommit(_ db: Database) {
    let (shape, known, changed, pending) = lock.withLock {
      defer {
        changedRowIDs = []
        pendingRefetch = nil
      }
      return (self.shape, schemaVersion, changedRowIDs, pendingRefetch)
    }
    guard var shape else { return }
    do {
      // NB: reading the schema version costs one read of the database header; it catches
      // ALTER and DROP, which report no row events.
      let version = try db.schemaVersion()
      var reason = pending
      if version != known {
        switch try source.analyze(db) {
        case .refused(let unmaintainable):
          retire()
          return deliver(.unmaintainable(unmaintainable))
        case .accepted(let newShape):
          shape = newShape
          reason = .schemaChanged
          lock.withLock {
            if self.shape != nil { self.shape = newShape }
            schemaVersion = version
          }
        }
      }
      if let reason {
        let rows = try source.fetch(db, shape: shape, rowIDs: nil)
        deliver(.reset(rows, order: shape.order, reason: reason))
      } else if !changed.isEmpty {
        let rowIDs = Array(changed)
        deliver(.changes(changed: rowIDs, rows: try source.fetch(db, shape: shape, rowIDs: rowIDs)))
        try verifyIfDue(db, shape: shape)
      }
    } catch {
      retire()
      deliver(.failure(error))
    }
  }

  func databaseDidRollback(_ db: Database) {
    lock.withLock {
      changedRowIDs = []
      pendingRefetch = nil
    }
  }
}
