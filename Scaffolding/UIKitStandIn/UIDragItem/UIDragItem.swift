// MARK: - UIDragItem

/// The data of one item being dragged.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UIDragItem is unavailable in tvOS")
#endif
@MainActor open class UIDragItem: NSObject {
  /// Creates a drag item for the data an item provider conveys.
  ///
  /// - Parameter itemProvider: The provider of the item's data.
  public init(itemProvider: NSItemProvider) {
    self.itemProvider = itemProvider
    super.init()
  }

  /// The provider of the item's data.
  open private(set) var itemProvider: NSItemProvider

  /// Information attached to the item, visible only inside the app that started the drag.
  open var localObject: Any?
}
