import Foundation

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

// The behaviour tests of TabulaUIKit compile against the stand-in on Linux and against real
// UIKit on Apple platforms. What a test does as the user or as the run loop, and the check
// that UIKit raised no exception, go through this driver and its extensions
// (`UIKitDriver+User.swift`): on Linux it calls the stand-in's hooks; on Apple platforms it
// does what an iOS unit test does. Nothing outside `#if os(Linux)` in this target may name
// the stand-in's hooks (`.ci/check-apple-test-sources`).

#if os(Linux)
/// A broken UIKit rule: on Linux, the violation the stand-in recorded.
typealias UIKitViolation = UIKitStandInViolation
#else
/// A broken UIKit rule. Real UIKit raises an exception instead, which ends the test run, so
/// on Apple platforms no value of this type is ever made and every list of them is empty.
struct UIKitViolation: Equatable, Sendable, CustomStringConvertible {
  var description: String
}
#endif

// MARK: - UIKitDriver

/// The main run loop and UIKit's exceptions, as a test sees them on Linux and on iOS.
@MainActor
enum UIKitDriver {
  /// Ends the running animations, so that batch-update completion handlers run.
  ///
  /// Linux: the stand-in calls its queued completion handlers. Apple platforms: the main run
  /// loop runs for a little longer than UIKit's default animation (0.3 s).
  static func runPendingAnimations() {
    #if os(Linux)
    UIKitStandIn.runPendingAnimations()
    #else
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.4))
    #endif
  }

  /// Ends the current pass of the main run loop: undo managers that group by event close
  /// their group, as between two user events.
  ///
  /// Linux: the stand-in ends its modelled pass. Apple platforms: the main run loop runs one
  /// short pass.
  static func endRunLoopPass() {
    #if os(Linux)
    UIKitStandIn.endRunLoopPass()
    #else
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
    #endif
  }

  /// Runs `body` and returns the UIKit rules it broke.
  ///
  /// Linux: the violations the stand-in recorded (which never stop the run, even in strict
  /// mode). Apple platforms: always empty, since UIKit raises an exception instead, which
  /// fails the test run.
  ///
  /// - Parameter body: The code to observe.
  /// - Returns: The violations, oldest first.
  static func violations(during body: () throws -> Void) rethrows -> [UIKitViolation] {
    try capture(body).violations
  }

  /// Runs `body` and returns its result with the UIKit rules it broke; see
  /// ``violations(during:)``.
  ///
  /// - Parameter body: The code to observe.
  /// - Returns: The value `body` returned and the violations, oldest first.
  static func capture<T>(
    _ body: () throws -> T
  ) rethrows -> (value: T, violations: [UIKitViolation]) {
    #if os(Linux)
    try UIKitStandIn.capture(body)
    #else
    (try body(), [])
    #endif
  }
}

// MARK: - UIView + Violations

extension UIView {
  /// The UIKit rules broken on this view so far: on Linux, those the stand-in recorded on it;
  /// on Apple platforms, always empty (UIKit raises an exception instead).
  var recordedViolations: [UIKitViolation] {
    #if os(Linux)
    standInViolations
    #else
    []
    #endif
  }
}

// MARK: - UITableView + Viewport

extension UITableView {
  /// How many rows the table shows at once, for a test that needs more, or fewer, rows on
  /// screen than its frame holds.
  ///
  /// Linux: the stand-in's viewport, counted in rows. Apple platforms: the table's height
  /// becomes that many rows of UIKit's default height (44 points); headers take room too, so
  /// the count is approximate.
  var simulatedVisibleRowLimit: Int {
    get {
      #if os(Linux)
      standInVisibleRowLimit
      #else
      Int((bounds.height / 44).rounded(.down))
      #endif
    }
    set {
      #if os(Linux)
      standInVisibleRowLimit = newValue
      #else
      frame.size.height = CGFloat(newValue) * 44
      #endif
    }
  }
}

// MARK: - UICollectionView + Viewport

extension UICollectionView {
  /// How many items the collection view shows at once; see
  /// `UITableView.simulatedVisibleRowLimit`.
  var simulatedVisibleItemLimit: Int {
    get {
      #if os(Linux)
      standInVisibleItemLimit
      #else
      Int((bounds.height / 50).rounded(.down))
      #endif
    }
    set {
      #if os(Linux)
      standInVisibleItemLimit = newValue
      #else
      // A flow layout's default item size is 50 by 50 points.
      frame.size.height = CGFloat(newValue) * 50
      #endif
    }
  }
}
