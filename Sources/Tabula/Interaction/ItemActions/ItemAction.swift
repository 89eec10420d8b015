/// Something the user can do to one item: a swipe action or a context-menu command.
///
/// A list hands the action the item it was shown for, and where that item is now, never an
/// index path to look up:
///
/// ```swift
/// behavior.leadingSwipeActions = { _, _ in
///   [ItemAction(title: "Pin", imageName: "pin") { message, _ in inbox.pin(message.id) }]
/// }
/// behavior.trailingSwipeActions = { _, _ in [.delete()] }
/// behavior.contextMenuActions = { message, _ in
///   [ItemAction(title: "Copy") { message, _ in pasteboard.copy(message.text) }, .delete()]
/// }
/// ```
///
/// ``delete(title:imageName:)`` makes the same undoable edit as a delete in edit mode. If the
/// item is gone by the time the user chooses the action (an update removed it while the menu
/// was open), nothing runs and the list reports a ``ListDiagnostic/Kind/itemVanished``
/// diagnostic.
public struct ItemAction<Item>: Sendable {
  /// How an action is drawn.
  public enum Role: Hashable, Sendable {
    /// A plain action.
    case normal
    /// An action that destroys data, drawn in red.
    case destructive
  }

  /// What choosing the action does.
  enum Effect: Sendable {
    /// Deletes the item as an edit the user can undo.
    case delete
    /// Runs a closure with the item and its position.
    case perform(@MainActor @Sendable (Item, ItemPath) -> Void)
  }

  /// The text on the button or menu command.
  public var title: String

  /// The name of a system image shown with the title, if any.
  public var imageName: String?

  /// How the action is drawn.
  public var role: Role

  /// What choosing the action does.
  let effect: Effect

  // MARK: Lifecycle

  /// Creates an action that runs a closure.
  ///
  /// - Parameters:
  ///   - title: The text on the button or menu command.
  ///   - imageName: The name of a system image shown with the title.
  ///   - role: How the action is drawn; `.normal` by default.
  ///   - handler: Runs when the user chooses the action, with the item and where it is.
  public init(
    title: String,
    imageName: String? = nil,
    role: Role = .normal,
    handler: @escaping @MainActor @Sendable (_ item: Item, _ path: ItemPath) -> Void
  ) {
    self.init(title: title, imageName: imageName, role: role, effect: .perform(handler))
  }

  init(title: String, imageName: String?, role: Role, effect: Effect) {
    self.title = title
    self.imageName = imageName
    self.role = role
    self.effect = effect
  }

  // MARK: Public

  /// An action that deletes the item: the same undoable edit as a delete in edit mode, handed
  /// to the bound provider.
  ///
  /// It is refused, with a ``ListDiagnostic/Kind/editRefused`` diagnostic, when the list does
  /// not let the user delete the item (``ListBehavior/allowsDeleting`` is `false`, or
  /// the data source is bound to a provider that cannot be edited).
  ///
  /// - Parameters:
  ///   - title: The text on the button; "Delete" by default.
  ///   - imageName: The name of a system image shown with the title.
  /// - Returns: A destructive action.
  public static func delete(title: String = "Delete", imageName: String? = nil) -> ItemAction {
    ItemAction(title: title, imageName: imageName, role: .destructive, effect: .delete)
  }

  /// Whether choosing the action deletes the item.
  var deletesItem: Bool {
    if case .delete = effect { return true }
    return false
  }
}
