// MARK: - SelectionRules

/// Whether and how many items the user may select, in and out of editing mode: UIKit's
/// `allowsSelection`, `allowsSelectionDuringEditing`, `allowsMultipleSelection` and
/// `allowsMultipleSelectionDuringEditing`, with their defaults.
struct SelectionRules: Sendable, Equatable {
  /// How a tap selects.
  enum Mode: Sendable, Equatable {
    /// A tap selects nothing.
    case none
    /// A tap selects the item and deselects the others.
    case single
    /// A tap selects the item, or deselects it when it was selected; the others stay.
    case multiple
  }

  var allowsSelection = true
  var allowsSelectionDuringEditing = false
  var allowsMultipleSelection = false
  var allowsMultipleSelectionDuringEditing = false

  /// How a tap selects, in editing mode or out of it. Multiple selection during editing needs
  /// no `allowsSelectionDuringEditing`, as in UIKit.
  func mode(editing: Bool) -> Mode {
    if editing {
      return allowsMultipleSelectionDuringEditing
        ? .multiple : allowsSelectionDuringEditing ? .single : .none
    }
    return allowsSelection ? (allowsMultipleSelection ? .multiple : .single) : .none
  }
}
