#if canImport(UIKit)
@_spi(Hosting) @_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - HostedCollectionView

/// The collection view of a hosted list, which keeps the user's place when its size or content
/// inset changes, as a list keeps it across a batch: a chat at its newest message stays there
/// when the keyboard shrinks the view (SwiftUI resizes a view for the keyboard, and a scroll
/// view keeps its `contentOffset`, so the newest rows would slide under the keyboard).
///
/// UIKit keeps `contentOffset` when `bounds` change size (`UIScrollView`: the offset is the
/// bounds' origin) and when `contentInset` changes (developer.apple.com/documentation/uikit/
/// uiscrollview/contentinset); only the top of the viewport stays put. The placement is
/// decided before the change (``anchor``) and applied after it.
@MainActor
final class HostedCollectionView: UICollectionView {
  /// Where the viewport goes across a change; asked before the change.
  var anchor: (@MainActor () -> ScrollAnchoring.Placement?)?

  /// Placements taken at each change begun and not yet ended; `nil` for a change that changes
  /// neither size nor inset. Only the outermost change places: setting `bounds` sets `frame`.
  private var changes: [ScrollAnchoring.Placement??] = []

  override var frame: CGRect {
    willSet { begin(changing: newValue.size != frame.size) }
    didSet { end() }
  }

  override var bounds: CGRect {
    willSet { begin(changing: newValue.size != bounds.size) }
    didSet { end() }
  }

  override var contentInset: UIEdgeInsets {
    willSet { begin(changing: newValue != contentInset) }
    didSet { end() }
  }

  #if os(iOS) || os(tvOS) || os(visionOS)
  /// The placement as of the last layout pass, for a change UIKit reports only after it is
  /// made: the safe area (bars, a `.safeAreaInset` of SwiftUI's) changing the adjusted inset.
  private var placementAtLastLayout: ScrollAnchoring.Placement?

  override func layoutSubviews() {
    super.layoutSubviews()
    placementAtLastLayout = anchor?()
  }

  /// UIKit calls this when the adjusted content inset changed (developer.apple.com/
  /// documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()), before the next
  /// layout pass.
  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    guard changes.isEmpty, let placement = placementAtLastLayout else { return }
    place(placement)
  }
  #endif

  private func begin(changing: Bool) {
    let isOutermost = !changes.contains { $0 != nil }
    changes.append(changing && isOutermost ? .some(anchor?()) : nil)
  }

  private func end() {
    guard let change = changes.popLast(), let placement = change ?? nil else { return }
    place(placement)
  }
}
#endif
