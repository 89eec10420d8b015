#if canImport(UIKit)
@_spi(Hosting) internal import Tabula
internal import UIKit

// MARK: - HostedContent

/// The closures that make a hosted list's rows, headers and footers; the cell registrations
/// hold it, so that an update can replace the closures without registering cells again.
@MainActor
final class HostedContent<Section, Item> {
  private(set) var row: @MainActor (Item) -> any UIContentConfiguration
  private(set) var header: (@MainActor (Section) -> (any UIContentConfiguration)?)?
  private(set) var footer: (@MainActor (Section) -> (any UIContentConfiguration)?)?
  /// Counts the replacements of ``row``, ``header`` and ``footer``: the rows on screen show
  /// content made by older closures until they are configured at this generation.
  private(set) var generation = 0
  /// The accessories a row shows besides its content: the edit-mode controls.
  var accessories: @MainActor (Item, ItemPath) -> [UICellAccessory] = { _, _ in [] }
  /// The view at an end of the list for its status, or `nil` when the view shows none.
  var edge:
    (@MainActor (ListHostStatus.Edge, ListHostStatus.EdgeStatus) -> any UIContentConfiguration)?

  init(
    row: @escaping @MainActor (Item) -> any UIContentConfiguration,
    header: (@MainActor (Section) -> (any UIContentConfiguration)?)?,
    footer: (@MainActor (Section) -> (any UIContentConfiguration)?)?
  ) {
    self.row = row
    self.header = header
    self.footer = footer
  }

  /// Replaces the closures that make rows, headers and footers.
  func replace(
    row: @escaping @MainActor (Item) -> any UIContentConfiguration,
    header: (@MainActor (Section) -> (any UIContentConfiguration)?)?,
    footer: (@MainActor (Section) -> (any UIContentConfiguration)?)?
  ) {
    self.row = row
    self.header = header
    self.footer = footer
    generation &+= 1
  }

  /// The configuration of a section's header or footer.
  ///
  /// - Parameters:
  ///   - kind: `.header` or `.footer`.
  ///   - section: The section's model.
  /// - Returns: The configuration, or `nil` for none.
  func configuration(of kind: SupplementaryKind, for section: Section)
    -> (any UIContentConfiguration)?
  {
    kind == .footer ? footer?(section) : header?(section)
  }
}
#endif
