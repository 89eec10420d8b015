#if canImport(UIKit)
package import UIKit
import TabulaExampleModels

/// The header above a day of the inbox (its name), or the footer below it (its note).
package final class InboxDayTitleView: UICollectionReusableView {
  // MARK: Lifecycle

  /// Creates a view.
  ///
  /// - Parameter frame: The view's frame.
  package override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(titleLabel)
  }

  /// Creates a view from an archive.
  ///
  /// - Parameter coder: The archive.
  package required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(titleLabel)
  }

  // MARK: Internal

  /// Shows the day's name in a header, its note in a footer.
  package let titleLabel = UILabel()
}
#endif
