// MARK: - CellContent + Accessory

extension CellContent {
  /// The control or indicator at the trailing edge of a standard cell.
  public enum Accessory: Hashable, Sendable, CaseIterable {
    /// Nothing.
    case none
    /// A chevron saying that selecting the row shows more.
    case disclosureIndicator
    /// A checkmark.
    case checkmark
    /// An info button.
    case detailButton
  }
}
