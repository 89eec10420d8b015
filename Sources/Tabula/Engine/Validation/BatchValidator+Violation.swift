// MARK: - BatchValidator + Violation

extension BatchValidator {
  /// One rule of UIKit's batch updates that a ``BatchUpdate`` breaks.
  ///
  /// A violation names the rule and the positions that break it in ``kind``, and says the same
  /// in words in ``message``. Where UIKit is known to print a text for the rule, the message is
  /// that text with the numbers filled in, so that it can be matched against a crash log;
  /// ``isVerbatim`` tells which messages those are.
  ///
  /// ```swift
  /// let batch = BatchUpdate(deletedItems: [ItemPath(section: 0, item: 5)])
  /// let violation = BatchValidator.violations(of: batch, before: [3], after: [2])[0]
  /// violation.kind     // .deletedItemOutOfRange(ItemPath(section: 0, item: 5))
  /// violation.message  // "attempt to delete row 5 from section 0 which only contains 3 rows
  ///                    //  before the update"
  /// ```
  public struct Violation: Hashable, Sendable {
    /// The rule that is broken, with the positions that break it.
    public var kind: Kind

    /// A sentence describing the violation, in UIKit's wording where it is known.
    public var message: String

    /// Whether ``message`` is a text UIKit is known to print for this violation.
    ///
    /// Messages that name an index path are never verbatim: UIKit prints an `NSIndexPath`
    /// description with a memory address, and the validator prints `[section, item]` instead.
    public var isVerbatim: Bool

    /// Creates a violation.
    ///
    /// - Parameters:
    ///   - kind: The rule that is broken, with the positions that break it.
    ///   - message: A sentence describing the violation.
    ///   - isVerbatim: Whether `message` is a text UIKit is known to print.
    ///
    /// - Complexity: O(1).
    public init(kind: Kind, message: String, isVerbatim: Bool) {
      self.kind = kind
      self.message = message
      self.isVerbatim = isVerbatim
    }
  }
}

// MARK: - BatchValidator.Violation + CustomStringConvertible

extension BatchValidator.Violation: CustomStringConvertible {
  /// The violation's ``message``.
  public var description: String { message }
}
