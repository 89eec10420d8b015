#if canImport(UIKit)
@_spi(Hosting) internal import Tabula

// MARK: - HostAnimation

/// Whether the changes an update of a declarative view brings animate, from the transaction
/// SwiftUI hands `updateUIView` (`context.transaction`): a transaction whose
/// `disablesAnimations` is set ("whether views should disable animations", Apple's
/// documentation of `Transaction.disablesAnimations`) shows them at once; any other animates
/// them, with or without `withAnimation`, as the list animates its provider's own changes: a
/// hosted list's batches run UIKit's row animations, not SwiftUI's curve.
@_spi(Hosting) public enum HostAnimation {
  /// Whether an update's changes animate.
  ///
  /// - Parameter disablesAnimations: The transaction's `disablesAnimations`.
  /// - Returns: `false` when the transaction disables animations.
  public static func animates(disablesAnimations: Bool) -> Bool {
    !disablesAnimations
  }
}

// MARK: - ListHost + Animation

extension ListHost {
  /// Runs `body`, during which the data the list is handed is shown at once, by a reload,
  /// unless `animated`.
  func withAnimation(_ animated: Bool, _ body: () -> Void) {
    guard !animated else { return body() }
    counts.unanimatedUpdates += 1
    let threshold = dataSource.reloadThreshold
    // NB: a plan of more changes than the threshold reloads; a plan with nothing to do never
    // reaches the threshold, and one of any change exceeds -1.
    dataSource.reloadThreshold = -1
    defer { dataSource.reloadThreshold = threshold }
    body()
  }
}
#endif
