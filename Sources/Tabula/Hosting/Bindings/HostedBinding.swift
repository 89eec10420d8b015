// MARK: - HostedBinding

/// What the list knows of one binding between updates: the value the binding holds as far as
/// the list knows, the value the list wrote that has not reached it yet, and the value it
/// held before.
///
/// It tells a change made outside the list (apply it) from the binding's echo of a value the
/// list wrote (ignore it), and from a stale value that an update hands over before the list's
/// own write has arrived (ignore it too, or the user's change would be undone). A change from
/// outside is the newest value: a write of the list's that still waits is dropped, so that it
/// never undoes that change.
@MainActor
package final class HostedBinding<Value: Equatable> {
  /// The value the binding holds, as far as the list knows; `nil` before the first update and
  /// while no binding is given.
  package private(set) var known: Value?

  /// The value the binding held before the list's write that waits; `nil` when none waits.
  private var replaced: Value?

  /// The list's value that waits to be written; `nil` when none waits.
  private var waiting: Value?

  /// The setter of the binding of the latest update.
  private var write: (@MainActor (Value) -> Void)?

  // MARK: Lifecycle

  /// Creates the record of a binding the list has not received yet.
  package init() {}

  // MARK: Package

  /// Takes the binding of an update.
  ///
  /// - Parameter binding: The binding, or `nil` if the view has none.
  /// - Returns: The value to apply to the list, or `nil` if the binding holds nothing new.
  package func receive(_ binding: HostBinding<Value>?) -> Value? {
    guard let binding else {
      known = nil
      write = nil
      replaced = nil
      waiting = nil
      return nil
    }
    write = binding.write
    if binding.value == known {
      // NB: the binding holds the list's value now, so a value it held before is no longer
      // stale, and a write of that value has nothing left to do.
      replaced = nil
      waiting = nil
      return nil
    }
    if let replaced, binding.value == replaced { return nil }
    known = binding.value
    replaced = nil
    waiting = nil
    return binding.value
  }

  /// Writes a value the list now shows back to the binding, through `queue`: at once, or after
  /// the update running now, unless a value from outside comes first.
  ///
  /// - Parameters:
  ///   - value: The list's value.
  ///   - queue: Where writes wait while an update runs.
  /// - Returns: Whether anything was written or queued.
  @discardableResult
  package func send(_ value: Value, through queue: HostWriteQueue) -> Bool {
    guard write != nil, let known, value != known else { return false }
    // NB: the value the binding still holds is the one from before the first write on its way.
    if replaced == nil { replaced = known }
    self.known = value
    let isQueued = waiting != nil
    waiting = value
    if !isQueued {
      _ = queue.write { [weak self] in self?.deliver() }
    }
    return true
  }

  /// Forgets the binding: nothing is written to it any more.
  package func disconnect() {
    write = nil
    waiting = nil
  }

  // MARK: Private

  /// Writes the value that waits, if it still does.
  private func deliver() {
    guard let value = waiting else { return }
    waiting = nil
    replaced = nil
    write?(value)
  }
}
