/// An ``ItemAction`` bound to the item a surface offered it for: what the surface draws, and
/// what to run when the user chooses it.
@_spi(Surfaces)
public struct SurfaceItemAction {
  /// The text on the button or menu command.
  public let title: String

  /// The name of a system image shown with the title, if any.
  public let imageName: String?

  /// Whether the action destroys data (drawn in red).
  public let isDestructive: Bool

  /// Whether the action deletes its item (``ItemAction/delete(title:imageName:)``), so that a
  /// surface may delete several items as one step.
  public let deletesItem: Bool

  /// Runs the action on the item it was offered for, wherever that item is now.
  ///
  /// Returns `false`, after reporting a diagnostic, when the item is no longer in the list or
  /// the edit was refused.
  public let perform: @MainActor () -> Bool

  /// Creates an action a surface can draw.
  ///
  /// - Parameters:
  ///   - title: The text on the button or menu command.
  ///   - imageName: The name of a system image.
  ///   - isDestructive: Whether the action destroys data.
  ///   - deletesItem: Whether the action deletes its item; `false` by default.
  ///   - perform: Runs the action; returns whether it ran.
  public init(
    title: String, imageName: String?, isDestructive: Bool, deletesItem: Bool = false,
    perform: @escaping @MainActor () -> Bool
  ) {
    self.title = title
    self.imageName = imageName
    self.isDestructive = isDestructive
    self.deletesItem = deletesItem
    self.perform = perform
  }
}
