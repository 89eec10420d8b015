/// Values recorded by a main-actor closure that cannot capture a variable (a `@Sendable` one).
@MainActor
final class Recorded<Value> {
  var values: [Value] = []
  func append(_ value: Value) { values.append(value) }
}
