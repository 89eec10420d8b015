/// A provider's state that its observers and Observation follow, such as its load state: the
/// value, the observers of its changes, and the announcement of each change through the
/// provider's ``ObservationRelay``.
///
/// The provider reads and writes it through its relay, so that one registrar serves all the
/// provider's observable properties:
///
/// ```swift
/// public internal(set) var loadState: LoadState {
///   get { loadStates.read(through: observation) }
///   set { loadStates.write(newValue, through: observation) }
/// }
/// ```
///
/// NB: a class, so that an observer told of a change may read the value: in a struct, the
/// provider's property would still be under modification, and the read would break exclusive
/// access.
@MainActor
final class ObservedValue<Value: Equatable> {
  private var current: Value
  private let property: ObservedProperty
  private let observers = ObserverList<Value>()
  /// Whether a value equal to the current one reaches the observers too (it is never
  /// announced to Observation).
  private let notifiesEqualValues: Bool

  /// A state with its first value, and no observers.
  ///
  /// - Parameters:
  ///   - value: The first value; not announced.
  ///   - property: The provider's property the value is, for Observation.
  ///   - notifiesEqualValues: Whether setting a value equal to the current one calls the
  ///     observers; `false` by default: only changes do.
  init(_ value: Value, as property: ObservedProperty, notifiesEqualValues: Bool = false) {
    current = value
    self.property = property
    self.notifiesEqualValues = notifiesEqualValues
  }

  /// The number of observers whose token is still alive.
  var observerCount: Int { observers.count }

  /// The value, its read recorded for the tracking under way, if any.
  ///
  /// - Parameter relay: The provider's relay.
  /// - Returns: The value.
  func read(through relay: ObservationRelay) -> Value {
    relay.access(property)
    return current
  }

  /// Sets the value: a change is announced through the relay, once the value is in place,
  /// then handed to the observers.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - relay: The provider's relay.
  func write(_ value: Value, through relay: ObservationRelay) {
    let changed = value != current
    current = value
    if changed { relay.announceChange(of: property) }
    if changed || notifiesEqualValues { observers.notify(value) }
  }

  /// Calls `onChange` with each new value, until the returned token is cancelled or released.
  ///
  /// - Parameter onChange: Called on the main actor with each new value.
  /// - Returns: The token that keeps the observation alive.
  func observe(_ onChange: @escaping @MainActor (Value) -> Void) -> ObservationToken {
    observers.add(onChange)
  }
}
