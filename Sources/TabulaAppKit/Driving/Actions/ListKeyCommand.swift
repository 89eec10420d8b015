/// What a key pressed in a list's table or outline view does, decided without AppKit.
///
/// ⌘Z and ⇧⌘Z are not here: they are the Edit menu's Undo and Redo, which reach the window's
/// undo manager through the responder chain, where the data source registers its edits.
@_spi(AppKitUpdates)
public enum ListKeyCommand: Hashable, Sendable {
  /// Deletes the selected rows, as one undoable step.
  case deleteSelection

  /// The command of a key press; `nil` for a key the view handles itself (arrows, type-to-select).
  ///
  /// Delete (⌫, `NSDeleteCharacter` 0x7F), Backspace (`NSBackspaceCharacter` 0x08) and Forward
  /// Delete (⌦, `NSDeleteFunctionKey` 0xF728) delete the selection (AppKit's `NSText.h` and
  /// `NSEvent.h`), alone or with ⌘, as Finder and Mail take ⌘⌫: ⌘ changes nothing here. With
  /// ⌥ or ⌃ they are left to the view.
  ///
  /// - Parameters:
  ///   - characters: The characters of the key, ignoring modifiers
  ///     (`charactersIgnoringModifiers`).
  ///   - option: Whether ⌥ is held.
  ///   - control: Whether ⌃ is held.
  public init?(characters: String, option: Bool = false, control: Bool = false) {
    guard !option, !control, characters.unicodeScalars.count == 1,
      let key = characters.unicodeScalars.first
    else { return nil }
    switch key.value {
    case 0x7F, 0x08, 0xF728: self = .deleteSelection
    default: return nil
    }
  }
}
