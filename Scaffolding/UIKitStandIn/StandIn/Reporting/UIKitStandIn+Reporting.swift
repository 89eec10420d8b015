// MARK: - UIKitStandIn

/// Controls and observes the UIKit stand-in. Not part of UIKit: import with
/// `@_spi(StandIn) import UIKit`, which does not compile on Apple platforms.
///
/// The stand-in records every broken UIKit rule as a ``UIKitStandInViolation``, globally (see
/// ``violations``) and on the view concerned (`standInViolations`), then recovers so that the
/// test can go on. In strict mode (``isStrict``), an exception-severity violation that happens
/// outside ``capture(_:)`` stops the process, as the uncaught exception would on iOS.
@_spi(StandIn) @MainActor public enum UIKitStandIn {
  /// The wording of count-check failures.
  public enum MessageStyle: Sendable, Equatable {
    /// "Invalid update: invalid number of rows in section 0. …" (iOS 16.3 and earlier).
    case classic
    /// "Invalid batch updates detected: …" (iOS 16.4 SDK and later).
    case batchUpdatesDetected
  }

  /// Every violation recorded since the last ``reset()``, oldest first.
  public private(set) static var violations: [UIKitStandInViolation] = []

  /// The wording of count-check failures; ``MessageStyle/classic`` unless set.
  public static var messageStyle: MessageStyle = .classic

  /// Forces strict mode on or off; `nil` (the default) reads the environment.
  public static var strictModeOverride: Bool?

  /// Whether an exception-severity violation outside ``capture(_:)`` calls `fatalError`.
  ///
  /// True when ``strictModeOverride`` is `true`, or when it is `nil` and the environment
  /// variable `UIKIT_STANDIN_STRICT` is `1`.
  public static var isStrict: Bool {
    strictModeOverride ?? isStrict(environment: ProcessInfo.processInfo.environment)
  }

  /// Whether `environment` asks for strict mode (`UIKIT_STANDIN_STRICT=1`).
  ///
  /// - Parameter environment: Environment variables, such as `ProcessInfo`'s.
  /// - Returns: `true` when `UIKIT_STANDIN_STRICT` is `1`.
  public static func isStrict(environment: [String: String]) -> Bool {
    environment["UIKIT_STANDIN_STRICT"] == "1"
  }

  /// Runs `body` and returns its result with the violations recorded while it ran.
  ///
  /// Violations recorded inside `body` never stop the process, even in strict mode; they are
  /// still added to ``violations`` and to the views' own lists.
  ///
  /// ```swift
  /// let (_, violations) = UIKitStandIn.capture { tableView.insertRows(at: [path], with: .fade) }
  /// #expect(violations.map(\.kind) == [.invalidNumberOfRows])
  /// ```
  ///
  /// - Parameter body: The code to observe.
  /// - Returns: The value `body` returned and the violations it caused, oldest first.
  public static func capture<T>(
    _ body: () throws -> T
  ) rethrows -> (value: T, violations: [UIKitStandInViolation]) {
    openCaptures.append([])
    defer { openCaptures.removeLast() }
    let value = try body()
    return (value, openCaptures[openCaptures.count - 1])
  }

  /// Runs `body` and returns the violations recorded while it ran; see ``capture(_:)``.
  ///
  /// - Parameter body: The code to observe.
  /// - Returns: The violations `body` caused, oldest first.
  public static func violations(
    during body: () throws -> Void
  ) rethrows -> [UIKitStandInViolation] {
    try capture(body).violations
  }

  // MARK: Internal

  /// One list per open `capture` call, innermost last.
  private static var openCaptures: [[UIKitStandInViolation]] = []

  /// Completion handlers waiting for `runPendingAnimations()`.
  static var pendingAnimations: [@MainActor () -> Void] = []

  /// Records `violation` globally, in every open capture, and on `view`; traps in strict mode
  /// when nothing captures it.
  static func record(_ violation: UIKitStandInViolation, on view: UIView? = nil) {
    violations.append(violation)
    view?.standInViolations.append(violation)
    for index in openCaptures.indices {
      openCaptures[index].append(violation)
    }
    if openCaptures.isEmpty, violation.severity == .exception, isStrict {
      fatalError("UIKit stand-in (strict): \(violation)")
    }
  }
}
