/// The observers of one provider, each kept alive by its token.
///
/// Observers may cancel, start observations, or change the provider while they are being
/// notified: a value published during a notification is queued and delivered to every
/// observer after the current one, so every observer sees the values in the order they were
/// published.
@MainActor
final class ObserverList<Value> {
  /// An observer's closure. Its token owns it and the list only refers to it, so that the
  /// closure, and whatever it captured, goes as soon as the token is cancelled or released:
  /// a closure that captures the provider cannot keep the provider alive.
  private final class Observer {
    let onChange: @MainActor (Value) -> Void

    init(_ onChange: @escaping @MainActor (Value) -> Void) {
      self.onChange = onChange
    }
  }

  private struct Entry {
    let key: Int
    weak var observer: Observer?
  }

  private var entries: [Entry] = []
  private var nextKey = 0
  private var pending: [Value] = []
  private var isNotifying = false

  /// The number of observers whose token is still alive.
  var count: Int { entries.count { $0.observer != nil } }

  /// Adds an observer and returns the token that keeps it.
  func add(_ onChange: @escaping @MainActor (Value) -> Void) -> ObservationToken {
    let key = nextKey
    nextKey += 1
    let observer = Observer(onChange)
    entries.append(Entry(key: key, observer: observer))
    return ObservationToken(keeping: observer) { [weak self] in self?.remove(key) }
  }

  /// Calls every live observer, oldest first, with `value` and with whatever is published
  /// while they run; forgets observers whose token is gone.
  func notify(_ value: Value) {
    guard !isNotifying else { return pending.append(value) }
    isNotifying = true
    defer { isNotifying = false }
    deliver(value)
    var next = 0
    while next < pending.count {
      deliver(pending[next])
      next += 1
    }
    if !pending.isEmpty { pending.removeAll() }
  }

  /// Calls every live observer with `value`, then forgets those whose token is gone.
  private func deliver(_ value: Value) {
    var someAreGone = false
    for entry in entries {
      guard let observer = entry.observer else {
        someAreGone = true
        continue
      }
      observer.onChange(value)
    }
    // NB: only then, as removing in place writes to the array even when nothing goes.
    if someAreGone { entries.removeAll { $0.observer == nil } }
  }

  private func remove(_ key: Int) {
    entries.removeAll { $0.key == key }
  }
}
