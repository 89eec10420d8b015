// MARK: - UICellAccessory

/// An accessory of a list cell: a standard control or view at the cell's leading or trailing
/// edge (`UICollectionViewListCell.accessories`).
///
/// The stand-in mirrors the disclosure indicator and the outline disclosure. It draws nothing:
/// it keeps what each accessory was made with, and `UICollectionViewListCell.standInTapAccessory(_:)`
/// runs an accessory's action handler as a tap would.
@available(iOS 14.0, tvOS 14.0, *)
public struct UICellAccessory {
  /// The closure an accessory runs when the user taps it.
  public typealias ActionHandler = () -> Void

  /// The editing states in which an accessory shows.
  public enum DisplayedState: Hashable, Sendable {
    /// In and out of editing mode.
    case always
    /// Only while the cell is editing.
    case whenEditing
    /// Only while the cell is not editing.
    case whenNotEditing
  }

  /// The width an accessory takes.
  public enum LayoutDimension: Sendable {
    /// The accessory's own width.
    case actual
    /// The system's standard width for the accessory.
    case standard
    /// A fixed width.
    case custom(CGFloat)
  }

  /// What kind of accessory this is.
  public enum AccessoryType: Hashable {
    /// A disclosure indicator.
    case disclosureIndicator
    #if !UIKIT_STANDIN_TVOS
    /// An outline disclosure. tvOS has none: the tvOS 18.0 SDK's UIKit interface declares no
    /// such case (its Objective-C class is there), so its emulation declares none either.
    case outlineDisclosure
    #endif
    /// A checkmark.
    case checkmark
    /// A delete control.
    case delete
    /// An insert control.
    case insert
    /// A reorder control.
    case reorder
    /// A multiselect control.
    case multiselect
    /// A label.
    case label
    /// A custom view.
    case customView(UIView)
    /// A detail (info) button.
    @available(iOS 15.4, tvOS 15.4, *)
    case detail
    #if !UIKIT_STANDIN_TVOS
    /// A pop-up menu. tvOS has none, as for `outlineDisclosure`.
    @available(iOS 16.0, *)
    case popUpMenu
    #endif
  }

  /// What kind of accessory this is.
  public let accessoryType: UICellAccessory.AccessoryType

  /// The editing states in which the accessory shows.
  let displayedState: DisplayedState

  /// Whether the accessory is hidden while it would show.
  let isHidden: Bool

  /// What the accessory runs when tapped, if anything.
  let actionHandler: ActionHandler?

  /// The outline disclosure's style; `nil` for other accessories.
  let outlineDisclosureStyle: OutlineDisclosureOptions.Style?
}

// MARK: - UICellAccessory + StandIn

extension UICellAccessory {
  /// The editing states in which the accessory shows (stand-in only).
  @_spi(StandIn) public var standInDisplayedState: DisplayedState { displayedState }

  /// Whether the accessory was made hidden (stand-in only).
  @_spi(StandIn) public var standInIsHidden: Bool { isHidden }

  /// Whether the accessory has an action handler (stand-in only).
  @_spi(StandIn) public var standInHasActionHandler: Bool { actionHandler != nil }

  /// The outline disclosure's style, or `nil` for other accessories (stand-in only).
  @_spi(StandIn) public var standInOutlineDisclosureStyle: OutlineDisclosureOptions.Style? {
    outlineDisclosureStyle
  }
}
