// MARK: - UICellAccessory + DisclosureIndicator

extension UICellAccessory {
  /// The options of a disclosure indicator.
  public struct DisclosureIndicatorOptions {
    /// Whether the accessory is hidden.
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// The accessory's tint; `nil` for the cell's.
    public var tintColor: UIColor?

    /// Creates options; `nil` keeps each default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the accessory is hidden; `false` by default.
    ///   - reservedLayoutWidth: The width it takes; `.standard` by default.
    ///   - tintColor: Its tint.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// A chevron pointing to the trailing edge: tapping the cell shows more.
  ///
  /// - Parameters:
  ///   - displayed: The editing states it shows in.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func disclosureIndicator(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      accessoryType: .disclosureIndicator, displayedState: displayed, isHidden: options.isHidden,
      actionHandler: nil, outlineDisclosureStyle: nil)
  }
}
