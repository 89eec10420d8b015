// MARK: - UIImageView

/// A view that displays an image.
@MainActor open class UIImageView: UIView {
  /// Creates an image view showing `image`.
  ///
  /// - Parameter image: The image to show.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// Creates an image view with no image.
  ///
  /// - Parameter frame: The frame rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an image view from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The image the view shows.
  open var image: UIImage?
}
