import Tabula
import TabulaExampleModels

// MARK: - ChatScreen + Arrivals

extension ChatScreen {
  /// Whether the cursor is on the newest message: the user is at the bottom, and new
  /// messages take the cursor with them.
  var isOnNewest: Bool {
    view.rowCount > 0 && view.cursorPlace == view.rowCount - 1
  }

  /// The next message from someone else arrives.
  ///
  /// - Returns: A message for the status line, if any.
  @discardableResult
  func receive() -> String? {
    deliver(server.receive(), takingCursor: false)
    return nil
  }

  /// The user sends a message: it shows at the bottom with the cursor on it, wherever the
  /// user was reading.
  ///
  /// - Returns: A message for the status line.
  func send() -> String {
    let message = server.send()
    deliver(message, takingCursor: true)
    return "Sent “\(message.text)”"
  }

  /// Updates the footer line: counts the messages that arrived below the window and have not
  /// come into view, and forgets them all once the cursor is on the newest message.
  func showUnseen() {
    if !unseen.isEmpty {
      if isOnNewest {
        unseen = []
      } else {
        let visible = view.visibleRows()
        unseen.removeAll { id in
          dataSource.snapshot.path(of: id).map { visible.contains($0) } ?? true
        }
      }
    }
    let count = unseen.count
    view.footer =
      count == 0 ? "" : "↓ \(count) new message\(count == 1 ? "" : "s") · G shows the newest"
  }

  // MARK: Private

  /// Shows a message that arrived: a cursor on the newest message follows it, as does one
  /// that `takingCursor` moves; otherwise, if it arrived out of view, the footer counts it.
  private func deliver(_ message: ChatMessage, takingCursor: Bool) {
    let follows = takingCursor || isOnNewest
    // NB: the data source applies the provider's change at once, anchored: at the bottom the
    // list shows the new row; further up, the rows on screen stay where they are.
    provider.appendArrivedItems([message])
    if follows {
      view.moveCursor(by: view.rowCount)
    } else if let path = dataSource.snapshot.path(of: message.id),
      !view.visibleRows().contains(path)
    {
      unseen.append(message.id)
    }
    showUnseen()
  }
}
