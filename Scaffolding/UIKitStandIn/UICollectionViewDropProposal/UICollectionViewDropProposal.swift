// MARK: - UICollectionViewDropProposal

/// What a collection view proposes to do with a drop at the current place, and where.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UICollectionViewDropProposal is unavailable in tvOS")
#endif
@MainActor open class UICollectionViewDropProposal: UIDropProposal {
  /// Creates a proposal.
  ///
  /// - Parameters:
  ///   - operation: What the drop would do.
  ///   - intent: Where the dropped items would go.
  public init(operation: UIDropOperation, intent: UICollectionViewDropProposal.Intent) {
    self.intent = intent
    super.init(operation: operation)
  }

  /// Where the dropped items would go.
  open private(set) var intent: UICollectionViewDropProposal.Intent
}
