// MARK: - UIDropProposal

/// What a view proposes to do if the user drops at the current place.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UIDropProposal is unavailable in tvOS")
#endif
@MainActor open class UIDropProposal: NSObject {
  /// Creates a proposal.
  ///
  /// - Parameter operation: What the drop would do.
  public init(operation: UIDropOperation) {
    self.operation = operation
    super.init()
  }

  /// What the drop would do.
  open private(set) var operation: UIDropOperation

  /// Whether the drop is placed precisely (such as into text).
  open var isPrecise = false

  /// Whether the drag preview keeps its full size while this proposal holds.
  open var prefersFullSizePreview = false
}
