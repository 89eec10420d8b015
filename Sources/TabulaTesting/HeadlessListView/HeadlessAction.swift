@_spi(Surfaces) import Tabula

/// A button a swipe revealed, or a command of a context menu, as ``HeadlessListView`` shows
/// it: what the user sees, and what choosing it runs.
///
/// Choose one with ``HeadlessListView/simulateUserChoosing(_:)``:
///
/// ```swift
/// let buttons = try #require(view.simulateUserSwipe(.trailing, at: ItemPath(section: 0, item: 1)))
/// #expect(buttons.map(\.title) == ["Flag", "Delete"])
/// #expect(buttons.last?.isDestructive == true)
/// #expect(view.simulateUserChoosing(buttons[1]))
/// ```
public struct HeadlessAction: CustomStringConvertible {
  /// The text on the button or menu command.
  public let title: String

  /// The name of the system image shown with the title, if any.
  public let imageName: String?

  /// Whether the action destroys data (drawn in red).
  public let isDestructive: Bool

  /// Runs the action on the item it was offered for; `false` if nothing ran.
  let perform: @MainActor () -> Bool

  /// Creates an action from one the data source bound to its item.
  ///
  /// - Parameter action: What the data source offered.
  init(_ action: SurfaceItemAction) {
    self.init(
      title: action.title, imageName: action.imageName, isDestructive: action.isDestructive,
      perform: action.perform)
  }

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - imageName: The name of a system image.
  ///   - isDestructive: Whether the action destroys data.
  ///   - perform: Runs the action; returns whether it ran.
  init(
    title: String, imageName: String?, isDestructive: Bool,
    perform: @escaping @MainActor () -> Bool
  ) {
    self.title = title
    self.imageName = imageName
    self.isDestructive = isDestructive
    self.perform = perform
  }

  /// The title, followed by "(destructive)" for an action drawn in red.
  public var description: String {
    isDestructive ? "\(title) (destructive)" : title
  }
}
