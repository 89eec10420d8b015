// MARK: - UIDropOperation

/// What a drop does with the dragged items.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UIDropOperation is unavailable in tvOS")
#endif
public enum UIDropOperation: UInt, Sendable {
  /// The drag is cancelled; no data moves.
  case cancel = 0
  /// The drag is cancelled: a drop is normally possible, but not at this place and time.
  case forbidden = 1
  /// The items are copied.
  case copy = 2
  /// The items are moved; only when the session allows moves, else it counts as `.cancel`.
  case move = 3
}
