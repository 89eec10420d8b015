// MARK: - UICollectionViewLayoutAttributes

/// The layout-related attributes of one item of a collection view.
///
/// The stand-in keeps the frame and the index path; `size` and `center` are read from, and
/// written to, the frame.
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
  // MARK: Lifecycle

  /// Creates attributes with a zero frame for the item at the index path `[0, 0]`.
  public override init() {
    self.frame = .zero
    self.indexPath = IndexPath(item: 0, section: 0)
    super.init()
  }

  /// Creates attributes for the cell of the item at `indexPath`, with a zero frame.
  ///
  /// ```swift
  /// let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
  /// attributes.frame = CGRect(x: 0, y: 88, width: 390, height: 44)
  /// ```
  ///
  /// - Parameter indexPath: The item's index path.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  // MARK: Public

  /// The item's frame, in the collection view's coordinates.
  open var frame: CGRect

  /// The item's size: the frame's size.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The centre of the item: the frame's centre; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The item's index path.
  open var indexPath: IndexPath
}
