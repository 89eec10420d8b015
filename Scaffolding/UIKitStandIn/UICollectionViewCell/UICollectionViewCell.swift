// MARK: - UICollectionViewCell

/// A single data item of a collection view.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// Creates a cell with the given frame.
  ///
  /// - Parameter frame: The frame rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates a cell from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The view that holds the cell's content.
  open internal(set) var contentView = UIView()

  /// The configuration of the cell's content: setting it gives the cell a content view made
  /// by the configuration, or hands the configuration to the content view the cell has when
  /// that view supports it (so a reused cell keeps its content view). `nil` by default.
  @available(iOS 14.0, tvOS 14.0, *)
  public var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      contentView = UIKitStandIn.contentView(
        showing: contentConfiguration, replacing: contentView, in: self)
    }
  }

  /// Whether the cell is selected.
  open var isSelected = false
}
