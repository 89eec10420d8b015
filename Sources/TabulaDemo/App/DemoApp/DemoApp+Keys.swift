@_spi(Surfaces) import Tabula

// MARK: - DemoApp + Keys

extension DemoApp {
  /// Handles one key: ends the last update's marks, then moves the cursor, carries out an
  /// action, types into the filter, or shows the help, as the key says. While rows are
  /// dragged, the keys place them instead; in selection mode, Esc leaves it; with a filter
  /// kept, Esc clears it before it goes back.
  ///
  /// - Parameter key: The key.
  func press(_ key: Key) {
    guard let screen else { return quit() }
    screen.view.settle()
    if key == .interrupt { return quit() }
    if showsHelp { return set(status: nil, draft: nil, showsHelp: false) }
    if let draft { return type(key, into: draft, on: screen) }
    if screen.view.drag != nil {
      return show(screen.perform(.drag(dragStep(for: key, on: screen))))
    }
    if screen.view.shownActions != nil {
      switch key {
      case .character(let character) where ("1"..."9").contains(character):
        return show(screen.perform(.chooseAction(character.wholeNumberValue ?? 0)))
      case .escape:
        return show(screen.perform(.closeActions))
      default:
        // Any other key closes them first, as a tap elsewhere closes a swipe.
        _ = screen.perform(.closeActions)
      }
    }
    var message: String?
    switch key {
    case .up, .character("k"): screen.view.moveCursor(by: -1)
    case .down, .character("j"): screen.view.moveCursor(by: 1)
    case .pageUp: screen.view.moveCursor(by: -pageSize(of: screen))
    case .pageDown: screen.view.moveCursor(by: pageSize(of: screen))
    case .character("G"): screen.view.moveCursor(by: screen.view.rowCount)
    case .right: message = screen.perform(.expand)
    case .left: message = screen.perform(.collapse)
    case .enter: message = screen.perform(.open)
    case .escape where screen.view.isEditing: message = screen.perform(.selection(.end))
    case .escape where !screen.query.isEmpty:
      // A kept filter goes first, as a search field's cancel button clears it before the
      // back button leaves.
      _ = screen.perform(.filter(""))
      message = "Filter cleared"
    case .escape, .character("q"):
      if !navigator.pop() { quit() }
    case .character("d"): message = screen.perform(.delete)
    case .character("m"): message = screen.perform(.drag(.lift))
    case .character("M"): message = screen.perform(.moveToTop)
    case .character(" "): message = screen.perform(.selection(.toggle))
    case .character(">"): message = screen.perform(.selection(.moveToCursorSection))
    case .character("u"): message = screen.perform(.undo)
    case .character("r"): message = screen.perform(.redo)
    case .character("i"): message = screen.perform(.insert)
    case .character("x"): message = screen.perform(.remove)
    case .character("t"): message = screen.perform(.retry)
    case .character("f"): message = screen.perform(.refresh)
    case .character("["): message = screen.perform(.showActions(.leadingSwipe))
    case .character("]"): message = screen.perform(.showActions(.trailingSwipe))
    case .character("c"): message = screen.perform(.showActions(.contextMenu))
    case .character("s"): message = screen.perform(.sendMessage)
    case .character("n"): message = screen.perform(.receiveMessage)
    case .character("/"):
      return set(status: nil, draft: screen.query, showsHelp: false)
    case .character("?"):
      return set(status: nil, draft: nil, showsHelp: true)
    default:
      message = "The key \(key.name) does nothing here; ? lists the keys"
    }
    show(message)
  }

  // MARK: Private

  /// Shows a message in the status line, unless a screen that opened another left one.
  private func show(_ message: String?) {
    set(status: navigator.message ?? message, draft: nil, showsHelp: false)
    navigator.message = nil
  }

  /// Types a key into the filter: characters and backspace change it and filter at once,
  /// enter keeps it, escape clears it; arrows still move the cursor.
  private func type(_ key: Key, into draft: String, on screen: any DemoScreen) {
    var text = draft
    switch key {
    case .enter:
      return set(status: text.isEmpty ? nil : "Filter: \(text)", draft: nil, showsHelp: false)
    case .escape:
      _ = screen.perform(.filter(""))
      return set(status: "Filter cleared", draft: nil, showsHelp: false)
    case .up, .pageUp: return screen.view.moveCursor(by: -1)
    case .down, .pageDown: return screen.view.moveCursor(by: 1)
    case .left, .right: return
    case .backspace:
      if text.isEmpty { return }
      text.removeLast()
    case .character(let character):
      text.append(character)
    case .interrupt:
      return quit()
    }
    _ = screen.perform(.filter(text))
    set(status: nil, draft: text, showsHelp: false)
  }

  /// What a key does while rows are dragged: the arrows move the drop marker, Enter drops,
  /// Esc cancels; any other key cancels too, as a tap elsewhere ends a drag.
  private func dragStep(for key: Key, on screen: any DemoScreen) -> DragStep {
    switch key {
    case .up, .character("k"): .moveMarker(by: -1)
    case .down, .character("j"): .moveMarker(by: 1)
    case .pageUp: .moveMarker(by: -pageSize(of: screen))
    case .pageDown: .moveMarker(by: pageSize(of: screen))
    case .enter: .drop
    default: .cancel
    }
  }

  private func pageSize(of screen: any DemoScreen) -> Int {
    max(screen.view.height / screen.view.rowHeight - 1, 1)
  }
}
