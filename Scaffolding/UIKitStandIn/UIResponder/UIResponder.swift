// MARK: - UIResponder

/// An object that responds to and handles events; the base class of views and view
/// controllers.
@MainActor open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The nearest shared undo manager in the responder chain; `nil` for a bare responder.
  ///
  /// A window returns its own undo manager; views and view controllers return their window's.
  open var undoManager: UndoManager? { nil }
}
