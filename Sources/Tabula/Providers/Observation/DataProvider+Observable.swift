#if canImport(Observation)
public import Observation

// MARK: - Providers + Observable

// Where the OS has Observation, SwiftUI follows what a body reads of a provider kept in
// `@State`: each provider records the reads of its snapshot and load and paging states, and
// announces their changes, through its `ObservationRelay` (no `@Observable` macro, whose
// expansion would make the whole type need iOS 17). Providers that show another's data
// (``SearchLoader``, ``SearchFilter/loadState``) read it through that provider, which records
// the reads; ``ComposedList`` records the reads of the states it works out of its parts'.

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension EditableList: Observable {}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension PagedProvider: Observable {}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension StreamProvider: Observable {}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension LoadingProvider: Observable {}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SearchFilter: Observable {}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SearchLoader: Observable {}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension ComposedList: Observable {}
#endif
