/// Values recorded by a main-actor closure that cannot capture a variable (a `@Sendable` one).
@MainActor
package final class Recorded<Value> {
  /// The values, in the order they were appended.
  package var values: [Value] = []

  /// Creates an empty record.
  package init() {}

  /// Records a value.
  ///
  /// - Parameter value: The value.
  package func append(_ value: Value) { values.append(value) }
}
