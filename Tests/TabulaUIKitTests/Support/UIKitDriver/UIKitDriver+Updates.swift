#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

// MARK: - UICollectionView + Updates

/// The batch updates and reloads a view was asked for.
struct UpdateCalls: Equatable {
  var batches: Int
  var reloads: Int
}

extension UICollectionView {
  /// The batch updates and reloads asked of the view so far; `nil` on Apple platforms, where
  /// UIKit does not count them.
  var updateCalls: UpdateCalls? {
    #if os(Linux)
    UpdateCalls(batches: standInUpdateCalls.batches, reloads: standInUpdateCalls.reloads)
    #else
    nil
    #endif
  }

  /// Whether the view broke none of UIKit's rules so far: the stand-in's record on Linux;
  /// always on Apple platforms, where UIKit raises instead.
  var brokeNoRule: Bool {
    #if os(Linux)
    standInViolations.isEmpty
    #else
    true
    #endif
  }
}
