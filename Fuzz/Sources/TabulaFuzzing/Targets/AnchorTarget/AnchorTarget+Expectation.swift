@_spi(Surfaces) import Tabula
import TabulaTesting

// MARK: - AnchorTarget + Expectation

extension AnchorTarget {
  /// Where the viewport must be after the update, from the viewport before it.
  enum Expectation {
    case unchanged(Double)
    case top
    case bottom
    case row(id: Int, offset: Double)

    /// The expectation for a view about to show `new` instead of `old`.
    @MainActor
    init(view: HeadlessListView, policy: ScrollAnchoring, old: FuzzSnapshot, new: FuzzSnapshot) {
      guard policy != .none, let viewport = view.scrollViewport else {
        self = .unchanged(view.contentOffset)
        return
      }
      if policy == .stickToTop, viewport.isAtTop {
        self = .top
        return
      }
      if policy == .stickToBottom, viewport.isAtBottom {
        self = .bottom
        return
      }
      guard !viewport.rows.isEmpty else {
        self = .unchanged(view.contentOffset)
        return
      }
      let whole = viewport.rows.filter { $0.top >= 0 && $0.top + $0.height <= viewport.height }
      let candidates = whole.isEmpty ? viewport.rows : whole
      let anchor =
        policy == .keepAnchor(.lastFullyVisible) ? candidates[candidates.count - 1] : candidates[0]
      let ids = old.itemIdentifiers
      let kept = Set(new.itemIdentifiers)
      let start =
        (0..<anchor.path.section).reduce(0) { $0 + (old.numberOfItems(inSectionAt: $1) ?? 0) }
        + anchor.path.item
      for distance in 0..<ids.count {
        for index in [start + distance, start - distance]
        where ids.indices.contains(index) && kept.contains(ids[index]) {
          self = .row(id: ids[index], offset: anchor.top)
          return
        }
      }
      self = .unchanged(view.contentOffset)
    }

    /// Fails unless the view's offset is where this expectation says.
    @MainActor
    func check(_ view: HeadlessListView, new: FuzzSnapshot, context: String) throws(FuzzFailure) {
      let bottom = max(0, view.contentHeight - Double(view.visibleRowLimit))
      let wanted: Double
      switch self {
      case .unchanged(let offset): wanted = offset
      case .top: wanted = 0
      case .bottom: wanted = bottom
      case .row(let id, let offset):
        let index = new.itemIdentifiers.firstIndex(of: id) ?? 0
        let top = view.rows.joined().prefix(index).reduce(0) { $0 + $1.height }
        wanted = min(max(0, top - offset), bottom)
      }
      try require(
        abs(view.contentOffset - wanted) < 1e-9,
        "\(context): \(self) wanted offset \(wanted), the view is at \(view.contentOffset)")
    }
  }
}
