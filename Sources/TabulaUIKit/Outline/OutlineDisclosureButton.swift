#if canImport(UIKit)
internal import UIKit

/// The disclosure control of a table row that has children: a chevron that points in the
/// reading direction while the row is collapsed (`chevron.forward`: right in left-to-right
/// languages, left in right-to-left ones) and down while it is expanded, shown as the cell's
/// `accessoryView`. A tap expands or collapses the row.
///
/// A table cell has no outline disclosure of its own (`UICellAccessory.outlineDisclosure` is
/// for collection-view list cells), and its `accessoryType`s already mean something else: a
/// `.disclosureIndicator` promises a screen pushed on selection, and a
/// `.detailDisclosureButton` an info button. So a row of an outline shows this button, with
/// the same chevron orientations as UIKit's outline disclosure (forward, then down), and
/// keeps selection for the app.
@MainActor
final class OutlineDisclosureButton: UIButton {
  // MARK: Lifecycle

  /// Makes a button sized to the minimum hit target, 44 by 44 points.
  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    addAction(UIAction { [weak self] _ in self?.toggle?() }, for: .primaryActionTriggered)
    showExpanded(false)
  }

  /// Not used: the button is made in code.
  ///
  /// - Parameter coder: An unarchiver.
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addAction(UIAction { [weak self] _ in self?.toggle?() }, for: .primaryActionTriggered)
    showExpanded(false)
  }

  // MARK: Internal

  /// What a tap runs: expands or collapses the row the cell shows at that moment.
  var toggle: (@MainActor () -> Void)?

  /// Points the chevron down for an expanded row, in the reading direction for a collapsed
  /// one.
  ///
  /// - Parameter expanded: Whether the row is expanded.
  func showExpanded(_ expanded: Bool) {
    setImage(UIImage(systemName: expanded ? "chevron.down" : "chevron.forward"), for: .normal)
  }
}
#endif
