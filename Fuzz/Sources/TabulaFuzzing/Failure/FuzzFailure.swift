/// A rule a fuzz target found broken, with what it was given.
public struct FuzzFailure: Error, CustomStringConvertible {
  /// Which rule broke, and on what.
  public var message: String

  /// Creates a failure with its message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// Throws a ``FuzzFailure`` with the message unless the condition holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFailure) {
  if !condition { throw FuzzFailure(message()) }
}
