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
  open private(set) var contentView = UIView()

  /// Whether the cell is selected.
  open var isSelected = false
}
