#if canImport(SwiftUI) && canImport(Combine) && (os(iOS) || os(visionOS))
public import Combine
public import Tabula
@_spi(Hosting) internal import TabulaUIKit

// MARK: - ProviderWillChange

/// The `objectWillChange` of a provider that SwiftUI observes: Tabula's providers are
/// `ObservableObject`s, so a view keeps one in `@StateObject` (made once, when the view first
/// appears) and a body that reads it (`books.loadState`, `books.snapshot.numberOfItems`) is
/// drawn again as it changes.
///
/// ```swift
/// @StateObject private var books = EditableList<ListSection, Book>()
///
/// var body: some View {
///   TabulaList(books) { book in Text(book.title) }
///     .navigationTitle("\(books.snapshot.numberOfItems) books")
/// }
/// ```
///
/// The provider is observed only while SwiftUI subscribes: a provider no view observes does
/// no work for it. Each new snapshot, and each new load or paging state, is announced
/// (`ProviderChanges` decides, and Linux tests check it); the announcement follows the
/// change, which SwiftUI reads on its next update. Subscribe on the main actor, as SwiftUI
/// does.
///
/// On iOS 17 and later the providers are also `Observable`, so a view may keep one in
/// `@State` instead; a body is then drawn again only when a property it read changes:
///
/// ```swift
/// @State private var books = EditableList<ListSection, Book>()
/// ```
///
/// They adopt Observation without the `@Observable` macro, whose expansion on the provider's
/// declaration would make the whole type need iOS 17: each provider records the reads of its
/// `snapshot`, `loadState` and `pagingState` in an Observation registrar where the OS has one,
/// and announces their changes, the same ones announced here (Linux tests check both). A
/// `@State` default value is made again each time the parent's body makes the view, so keep
/// there a provider that is cheap to make; `@StateObject` makes it once.
public struct ProviderWillChange: Publisher {
  /// Nothing: a change happened.
  public typealias Output = Void

  /// A provider's changes never fail.
  public typealias Failure = Never

  private let provider: any DataProvider

  init(_ provider: any DataProvider) {
    self.provider = provider
  }

  /// Starts telling `subscriber` of the provider's changes.
  ///
  /// - Parameter subscriber: The subscriber; SwiftUI's, for a `@StateObject` or an
  ///   `@ObservedObject`.
  public func receive<Subscriber: Combine.Subscriber>(subscriber: Subscriber)
  where Subscriber.Input == Void, Subscriber.Failure == Never {
    // NB: SwiftUI subscribes, and the provider announces, on the main actor only.
    nonisolated(unsafe) let subscriber = subscriber
    nonisolated(unsafe) let provider = provider
    MainActor.assumeIsolated {
      let subscription = ProviderSubscription()
      subscriber.receive(subscription: subscription)
      let changes = ProviderChanges(provider)
      subscription.changes = changes
      subscription.listening = changes.listen { _ = subscriber.receive(()) }
    }
  }
}

// MARK: - ProviderSubscription

/// One subscriber's observation of a provider; cancelling it stops the observation. It is
/// used on the main actor only (SwiftUI's subscriptions are).
private final class ProviderSubscription: Subscription, @unchecked Sendable {
  /// The changes observed and the listening, set on the main actor right after the
  /// subscriber has the subscription.
  var changes: ProviderChanges?
  var listening: ProviderChanges.Listening?

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    MainActor.assumeIsolated {
      listening?.cancel()
      listening = nil
      changes = nil
    }
  }
}

// MARK: - Providers + ObservableObject

extension EditableList: ObservableObject {
  /// Announces the list's changes to SwiftUI, while it observes the list.
  nonisolated public var objectWillChange: ProviderWillChange { ProviderWillChange(self) }
}

extension PagedProvider: ObservableObject {
  /// Announces the provider's pages and load states to SwiftUI, while it observes.
  nonisolated public var objectWillChange: ProviderWillChange { ProviderWillChange(self) }
}

extension StreamProvider: ObservableObject {
  /// Announces the stream's snapshots and state to SwiftUI, while it observes.
  nonisolated public var objectWillChange: ProviderWillChange { ProviderWillChange(self) }
}

extension LoadingProvider: ObservableObject {
  /// Announces the provider's loads and items to SwiftUI, while it observes.
  nonisolated public var objectWillChange: ProviderWillChange { ProviderWillChange(self) }
}

extension SearchFilter: ObservableObject {
  /// Announces the filtered items to SwiftUI, while it observes.
  nonisolated public var objectWillChange: ProviderWillChange { ProviderWillChange(self) }
}

extension SearchLoader: ObservableObject {
  /// Announces the results and their load state to SwiftUI, while it observes.
  nonisolated public var objectWillChange: ProviderWillChange { ProviderWillChange(self) }
}

extension ComposedList: ObservableObject {
  /// Announces the composed rows and their load and paging states to SwiftUI, while it
  /// observes.
  nonisolated public var objectWillChange: ProviderWillChange { ProviderWillChange(self) }
}
#endif
