// MARK: - NSItemProvider

/// An item provider that conveys data during a drag-and-drop or copy-and-paste activity.
///
/// swift-corelibs-foundation has no `NSItemProvider`; the stand-in declares the empty provider
/// only, which a drag that stays inside the app (its `UIDragItem.localObject` carries the data)
/// needs. It loads nothing.
@available(iOS 8.0, tvOS 9.0, *)
open class NSItemProvider: NSObject {
  /// Creates an empty item provider.
  public override init() {
    super.init()
  }

  /// The uniform type identifiers registered with the provider; always empty in the stand-in.
  open var registeredTypeIdentifiers: [String] { [] }
}
