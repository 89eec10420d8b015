/// Records the values a provider publishes, and lets a test wait for the next one: the test
/// resumes when a value arrives, never after a delay.
@MainActor
final class ValueRecorder<Value> {
  private(set) var values: [Value] = []
  private var delivered = 0
  private var waiter: CheckedContinuation<Void, Never>?

  /// Records a value; give it to a provider's `observe`.
  func record(_ value: Value) {
    values.append(value)
    waiter?.resume()
    waiter = nil
  }

  /// The oldest value not returned yet, waiting for it if it has not arrived.
  func next() async -> Value {
    while delivered == values.count {
      await withCheckedContinuation { waiter = $0 }
    }
    delivered += 1
    return values[delivered - 1]
  }

  /// Waits until a value satisfies `predicate`, skipping the others, and returns it.
  func next(where predicate: (Value) -> Bool) async -> Value {
    while true {
      let value = await next()
      if predicate(value) { return value }
    }
  }
}
