// MARK: - UICellAccessory + OutlineDisclosure

extension UICellAccessory {
  /// The options of an outline disclosure.
  @available(tvOS, unavailable)
  public struct OutlineDisclosureOptions {
    /// How the outline disclosure behaves.
    public enum Style: Hashable, Sendable {
      /// `.header` for a cell with a header content configuration, `.cell` otherwise.
      case automatic
      /// A tap anywhere in the cell toggles the item; the cell cannot be selected.
      case header
      /// A tap on the accessory toggles the item; a tap on the cell selects it.
      case cell
    }

    /// How the outline disclosure behaves.
    public var style: UICellAccessory.OutlineDisclosureOptions.Style
    /// Whether the accessory is hidden.
    public var isHidden: Bool
    /// The width the accessory takes.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    /// The accessory's tint; `nil` for the cell's.
    public var tintColor: UIColor?

    /// Creates options; `nil` keeps each default.
    ///
    /// - Parameters:
    ///   - style: How it behaves; `.automatic` by default.
    ///   - isHidden: Whether it is hidden; `false` by default.
    ///   - reservedLayoutWidth: The width it takes; `.standard` by default.
    ///   - tintColor: Its tint.
    public init(
      style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil,
      reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  // tvOS's UIKit declares no such accessory (the tvOS 18.0 SDK's interface), nor its case:
  // its emulation declares neither.
  #if !UIKIT_STANDIN_TVOS
  /// A chevron that rotates as the item expands and collapses, for the rows of an outline.
  ///
  /// With no action handler, a tap toggles the item in the section snapshot of a diffable
  /// data source; with any other data source it does nothing, so the app passes a handler
  /// that expands or collapses the item itself. The stand-in has no diffable data source:
  /// a tap runs the handler or nothing.
  ///
  /// - Parameters:
  ///   - displayed: The editing states it shows in.
  ///   - options: Its options.
  ///   - actionHandler: What a tap runs.
  /// - Returns: The accessory.
  @available(tvOS, unavailable)
  public static func outlineDisclosure(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      accessoryType: .outlineDisclosure, displayedState: displayed, isHidden: options.isHidden,
      actionHandler: actionHandler, outlineDisclosureStyle: options.style)
  }
  #endif
}
