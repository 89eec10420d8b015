#if canImport(Observation)
import Observation
#endif

// MARK: - ObservedProperty

/// A provider property that a SwiftUI body may read, and that Observation follows.
enum ObservedProperty {
  case snapshot, loadState, pagingState
}

// MARK: - ObservationRelay

/// A provider's Observation registrar where the OS has Observation (iOS 17, macOS 14, tvOS 17,
/// watchOS 10, Linux), nothing before: the provider records the reads of its observable
/// properties here and announces their changes, so that a body reading `books.snapshot` in
/// `withObservationTracking` is drawn again when a new snapshot is published.
///
/// It stands in for the `@Observable` macro, whose expansion would make the whole provider
/// need iOS 17. The registrar is kept behind a type-erased reference, as its type needs iOS 17;
/// an SDK without Observation (iOS 16's) builds the relay without it.
///
/// - Complexity: O(1) a read: one `nil` check before iOS 17; after, one registrar access,
///   which records nothing outside `withObservationTracking`.
struct ObservationRelay {
  private let box: AnyObject?

  init() {
    #if canImport(Observation)
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      box = RegistrarBox()
      return
    }
    #endif
    box = nil
  }

  /// Records a read of `property`, for the tracking under way, if any.
  func access(_ property: ObservedProperty) {
    #if canImport(Observation)
    guard let box else { return }
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      unsafeDowncast(box, to: RegistrarBox.self).access(property)
    }
    #endif
  }

  /// Announces a change of `property` just made, as its `willSet` and `didSet` would: the
  /// trackers that read it learn of it. The provider calls it once the value is in place, so
  /// that a change it gives up (an edit that throws) is never announced.
  func announceChange(of property: ObservedProperty) {
    #if canImport(Observation)
    guard let box else { return }
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      unsafeDowncast(box, to: RegistrarBox.self).announceChange(of: property)
    }
    #endif
  }
}

#if canImport(Observation)
// MARK: - RegistrarBox

/// The registrar, and the subject whose key paths name the observed properties: one for every
/// provider, as Observation only needs a key path per property of the registrar's subject.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
private final class RegistrarBox: Observable {
  private let registrar = ObservationRegistrar()

  // NB: never stored to; only their key paths name the provider's properties.
  private var snapshot: Void { () }
  private var loadState: Void { () }
  private var pagingState: Void { () }

  func access(_ property: ObservedProperty) {
    registrar.access(self, keyPath: Self.keyPath(property))
  }

  func announceChange(of property: ObservedProperty) {
    let keyPath = Self.keyPath(property)
    registrar.willSet(self, keyPath: keyPath)
    registrar.didSet(self, keyPath: keyPath)
  }

  private static func keyPath(_ property: ObservedProperty) -> KeyPath<RegistrarBox, Void> {
    switch property {
    case .snapshot: \.snapshot
    case .loadState: \.loadState
    case .pagingState: \.pagingState
    }
  }
}
#endif
