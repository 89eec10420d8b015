// MARK: - UIKitStandInViolation

/// One breach of a UIKit rule, as the stand-in recorded it.
///
/// UIKit raises an Objective-C exception (or logs a warning) where the stand-in records one of
/// these, then recovers so that the test can go on. Assert on ``kind``; assert on ``reason`` only
/// when a test pins a message whose ``fidelity`` is ``Fidelity/verbatim``.
@_spi(StandIn) public struct UIKitStandInViolation: Sendable, Equatable, CustomStringConvertible {
  /// How closely ``UIKitStandInViolation/reason`` follows UIKit's own text.
  public enum Fidelity: Sendable, Equatable {
    /// The text is UIKit's, word for word, as seen in public crash reports.
    case verbatim
    /// The text says what UIKit means, in the stand-in's words.
    case approximate
  }

  /// What UIKit does when the rule is broken.
  public enum Severity: Sendable, Equatable {
    /// UIKit raises an exception and the app terminates.
    case exception
    /// UIKit logs, asserts in debug builds only, or misbehaves without a message.
    case warning
  }

  /// The rule that was broken.
  public let kind: Kind
  /// The name of the exception UIKit raises, such as `NSInternalInconsistencyException`.
  public let exceptionName: String
  /// UIKit's explanation; see ``fidelity``.
  public let reason: String
  /// How closely ``reason`` follows UIKit.
  public let fidelity: Fidelity
  /// Whether UIKit raises an exception or only warns.
  public let severity: Severity

  /// Creates a violation record.
  ///
  /// - Parameters:
  ///   - kind: The rule that was broken.
  ///   - exceptionName: The name of the exception UIKit raises.
  ///   - reason: UIKit's explanation.
  ///   - fidelity: How closely `reason` follows UIKit.
  ///   - severity: Whether UIKit raises an exception or only warns.
  public init(
    kind: Kind,
    exceptionName: String = "NSInternalInconsistencyException",
    reason: String,
    fidelity: Fidelity,
    severity: Severity = .exception
  ) {
    self.kind = kind
    self.exceptionName = exceptionName
    self.reason = reason
    self.fidelity = fidelity
    self.severity = severity
  }

  /// The exception name and reason, as UIKit would log them.
  public var description: String {
    switch severity {
    case .exception:
      return "*** Terminating app due to uncaught exception '\(exceptionName)', reason: '\(reason)'"
    case .warning:
      return "[UIKit stand-in warning] \(reason)"
    }
  }
}
