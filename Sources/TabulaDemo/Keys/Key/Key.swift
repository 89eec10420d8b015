/// One key the user pressed, as the demo tells keys apart.
enum Key: Hashable, Sendable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Return or Enter.
  case enter
  /// Escape.
  case escape
  /// Backspace or Delete.
  case backspace
  /// Ctrl-C or Ctrl-D, when the terminal hands them over as bytes.
  case interrupt
  /// A printable character.
  case character(Character)

  /// The key's name in scripts: `up`, `enter`, `space`, `d`.
  var name: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .pageUp: "pgup"
    case .pageDown: "pgdn"
    case .enter: "enter"
    case .escape: "esc"
    case .backspace: "backspace"
    case .interrupt: "ctrl-c"
    case .character(" "): "space"
    case .character(let character): String(character)
    }
  }
}
