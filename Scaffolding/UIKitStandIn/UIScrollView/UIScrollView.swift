// MARK: - UIScrollView

/// A view that allows scrolling of its contents.
///
/// The stand-in has no `delegate` property: UIKit narrows its type in `UITableView` and
/// `UICollectionView`, which Swift source cannot express. Those classes declare their own.
@MainActor open class UIScrollView: UIView {
  /// The point at which the origin of the content is offset from the view's origin.
  open var contentOffset: CGPoint = .zero
}
