// MARK: - UITableViewCell + Styles

extension UITableViewCell {
  /// The cell's predefined layout of labels.
  public enum CellStyle: Int, Sendable {
    /// A left-aligned label and an optional image; no detail label.
    case `default` = 0
    /// A left label and a right-aligned detail label.
    case value1 = 1
    /// A right-aligned label and a left-aligned detail label.
    case value2 = 2
    /// A label with a detail label below it.
    case subtitle = 3
  }

  /// The standard accessory controls a cell can show.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    @available(tvOS, unavailable)
    #if UIKIT_STANDIN_TVOS
    @available(*, unavailable, message: "detailDisclosureButton is unavailable in tvOS")
    #endif
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    @available(iOS 7.0, *) @available(tvOS, unavailable)
    #if UIKIT_STANDIN_TVOS
    @available(*, unavailable, message: "detailButton is unavailable in tvOS")
    #endif
    case detailButton = 4
  }

  /// The editing control of a cell.
  public enum EditingStyle: Int, Sendable {
    /// No editing control.
    case none = 0
    /// A delete control.
    case delete = 1
    /// An insert control.
    case insert = 2
  }
}
