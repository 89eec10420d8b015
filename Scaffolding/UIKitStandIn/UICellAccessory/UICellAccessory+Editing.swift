// MARK: - UICellAccessory + Editing

extension UICellAccessory {
  /// The options of a delete control.
  public struct DeleteOptions {
    /// Whether the accessory is hidden.
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// The accessory's tint; `nil` for the system's.
    public var tintColor: UIColor?
    /// The accessory's background; `nil` for the system's red.
    public var backgroundColor: UIColor?

    /// Creates options; `nil` keeps each default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the accessory is hidden; `false` by default.
    ///   - reservedLayoutWidth: The width it takes; `.standard` by default.
    ///   - tintColor: Its tint.
    ///   - backgroundColor: Its background.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// The options of a reorder control.
  public struct ReorderOptions {
    /// Whether the accessory is hidden.
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// The accessory's tint; `nil` for the system's.
    public var tintColor: UIColor?
    /// Whether a vertical separator shows beside the control.
    public var showsVerticalSeparator: Bool

    /// Creates options; `nil` keeps each default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the accessory is hidden; `false` by default.
    ///   - reservedLayoutWidth: The width it takes; `.standard` by default.
    ///   - tintColor: Its tint.
    ///   - showsVerticalSeparator: Whether a separator shows beside it; `true` by default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// A delete control (a minus sign in a red circle), shown in edit mode by default.
  ///
  /// - Parameters:
  ///   - displayed: The editing states it shows in.
  ///   - options: Its options.
  ///   - actionHandler: Runs when the control is tapped; without one, a tap reveals the cell's
  ///     trailing swipe actions (not modelled: the stand-in's tap then does nothing).
  /// - Returns: The accessory.
  public static func delete(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.DeleteOptions = DeleteOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      accessoryType: .delete, displayedState: displayed, isHidden: options.isHidden,
      actionHandler: actionHandler, outlineDisclosureStyle: nil)
  }

  /// A reorder control, by which the user drags the cell; shown in edit mode by default.
  ///
  /// - Parameters:
  ///   - displayed: The editing states it shows in.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func reorder(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      accessoryType: .reorder, displayedState: displayed, isHidden: options.isHidden,
      actionHandler: nil, outlineDisclosureStyle: nil)
  }
}
