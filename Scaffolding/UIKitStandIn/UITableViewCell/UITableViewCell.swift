// MARK: - UITableViewCell

/// The visual representation of a single row in a table view.
@MainActor open class UITableViewCell: UIView {
  // MARK: Lifecycle

  /// Creates a cell with a style and a reuse identifier.
  ///
  /// - Parameters:
  ///   - style: The cell's style; `.default` has no detail label.
  ///   - reuseIdentifier: The identifier the cell is reused under; `nil` for a cell that is
  ///     never reused.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    self.detailTextLabel = style == .default ? nil : UILabel()
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a default-style cell for class-based registration (stand-in only).
  ///
  /// Swift can create an instance from the `AnyClass` given to `register(_:forCellReuseIdentifier:)`
  /// only through a `required` initializer. This one calls `init(style:reuseIdentifier:)` with
  /// `.default` and the identifier being dequeued, as UIKit does; subclasses that override
  /// `init(style:reuseIdentifier:)` inherit it.
  public required convenience init() {
    self.init(style: .default, reuseIdentifier: UITableViewCell.pendingReuseIdentifier)
  }

  /// Creates a cell from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    self.style = .default
    self.reuseIdentifier = nil
    self.detailTextLabel = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  // MARK: Public

  /// The view that holds the cell's content; add custom subviews here.
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

  /// The main text label.
  @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration")
  open private(set) var textLabel: UILabel? = UILabel()

  /// The secondary text label; `nil` for `.default` cells, as in UIKit.
  @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration")
  open private(set) var detailTextLabel: UILabel?

  /// The image view.
  @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration")
  open private(set) var imageView: UIImageView? = UIImageView(image: nil)

  /// The standard accessory the cell shows; ignored while ``accessoryView`` is set.
  open var accessoryType: UITableViewCell.AccessoryType = .none

  /// A view the cell shows at its trailing edge in place of ``accessoryType``, such as a
  /// button; `nil` by default.
  open var accessoryView: UIView?

  /// How many levels the cell's content is indented. `0` by default.
  open var indentationLevel = 0

  /// The width of one indentation level. `10` by default.
  open var indentationWidth: CGFloat = 10

  /// The identifier the cell is reused under.
  open internal(set) var reuseIdentifier: String?

  /// The editing control the cell shows, set by the table view from its delegate.
  open internal(set) var editingStyle: UITableViewCell.EditingStyle = .none

  /// Whether the cell is in editing mode.
  open var isEditing = false

  /// Whether the cell is selected.
  open var isSelected = false

  /// Prepares the cell for reuse; the table view calls it when it hands the cell out again
  /// from its reuse queue. The default does nothing.
  open func prepareForReuse() {}

  /// Turns editing mode on or off.
  ///
  /// - Parameters:
  ///   - editing: Whether the cell edits.
  ///   - animated: Whether to animate; ignored.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Selects or deselects the cell.
  ///
  /// - Parameters:
  ///   - selected: Whether the cell is selected.
  ///   - animated: Whether to animate; ignored.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  // MARK: Internal

  let style: CellStyle

  /// The identifier being dequeued while `init()` runs.
  static var pendingReuseIdentifier: String?
}
