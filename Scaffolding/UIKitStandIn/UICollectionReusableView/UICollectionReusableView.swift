// MARK: - UICollectionReusableView

/// A view that a collection view reuses through its reuse queue.
@MainActor open class UICollectionReusableView: UIView {
  /// Creates a view with the given frame.
  ///
  /// - Parameter frame: The frame rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view for class-based registration (stand-in only); calls `init(frame:)` with a
  /// zero frame, as UIKit does. Subclasses that override `init(frame:)` inherit it.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The identifier the view is reused under.
  open internal(set) var reuseIdentifier: String?

  /// Prepares the view for reuse; called when the collection view hands it out again from its
  /// reuse queue. The default does nothing.
  open func prepareForReuse() {}
}
