#if canImport(UIKit)
// MARK: - HostedBinding

/// What the list knows of one binding between updates: the value the binding holds as far as
/// the list knows, and whether a value the list wrote is still on its way.
///
/// It tells a change made outside the list (apply it) from the binding's echo of a value the
/// list wrote (ignore it), and from a stale value that an update hands over before the list's
/// own write has arrived (ignore it too, or the user's change would be undone).
@MainActor
struct HostedBinding<Value: Equatable> {
  /// The value the binding holds, as far as the list knows; `nil` before the first update and
  /// while no binding is given.
  private(set) var known: Value?

  /// The value the binding held before a write that has not arrived yet.
  private var replaced: Value?

  /// The setter of the binding of the latest update.
  private var write: (@MainActor (Value) -> Void)?

  /// Takes the binding of an update.
  ///
  /// - Parameter binding: The binding, or `nil` if the view has none.
  /// - Returns: The value to apply to the list, or `nil` if the binding holds nothing new.
  mutating func receive(_ binding: HostBinding<Value>?) -> Value? {
    guard let binding else {
      known = nil
      write = nil
      replaced = nil
      return nil
    }
    write = binding.write
    if binding.value == known { return nil }
    if let replaced, binding.value == replaced { return nil }
    known = binding.value
    replaced = nil
    return binding.value
  }

  /// Writes a value the list now shows back to the binding, through `queue`: at once, or after
  /// the update running now.
  ///
  /// - Parameters:
  ///   - value: The list's value.
  ///   - queue: Where writes wait while an update runs.
  /// - Returns: Whether anything was written or queued.
  @discardableResult
  mutating func send(_ value: Value, through queue: HostWriteQueue) -> Bool {
    guard let write, let known, value != known else { return false }
    // NB: the value the binding still holds is the one from before the first write on its way.
    if replaced == nil { replaced = known }
    self.known = value
    let delivered = queue.write { write(value) }
    if delivered { replaced = nil }
    return true
  }

  /// Marks every queued write as delivered.
  mutating func writesArrived() {
    replaced = nil
  }

  /// Forgets the binding: nothing is written to it any more.
  mutating func disconnect() {
    write = nil
  }
}
#endif
