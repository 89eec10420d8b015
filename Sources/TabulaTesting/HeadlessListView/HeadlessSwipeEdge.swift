/// The edge of a row a swipe starts from, for ``HeadlessListView/simulateUserSwipe(_:at:)``.
public enum HeadlessSwipeEdge: Hashable, Sendable, CaseIterable {
  /// The leading edge: a swipe to the right in a left-to-right language.
  case leading
  /// The trailing edge: a swipe to the left, where the delete button usually is.
  case trailing
}
