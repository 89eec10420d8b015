/// A provider whose data comes from an asynchronous sequence of lists: each element the
/// sequence produces becomes the snapshot shown.
///
/// Any `AsyncSequence` of snapshots or of arrays of items fits: an `AsyncStream` fed by a
/// socket or a timer, the values of a database observation, a sequence of your own.
///
/// ```swift
/// let (messages, continuation) = AsyncStream.makeStream(of: [Message].self)
/// let inbox = StreamProvider(messages)
/// let token = dataSource.bind(to: inbox)  // starts iterating
/// continuation.yield(latest)               // the data source animates the difference
/// ```
///
/// **The iteration follows the observation.** The provider starts iterating when it is first
/// observed (``observe(_:)`` or ``observeLoadState(_:)``), and cancels the iteration when the last
/// observation token is cancelled or released, when the provider is released, or on
/// ``cancel()``. No element is published after that. If it is observed again after its
/// observers went away, it iterates the sequence again from a new iterator: a sequence that
/// can be iterated once, such as `AsyncStream`, then ends at once.
///
/// **Failures keep the list.** When the sequence throws, the provider keeps the last list it
/// published, sets ``loadState`` to ``LoadState/failed(_:)`` and ``error`` to the error, and
/// stops. When the sequence ends, the state is ``LoadState/loaded`` and the list stays.
@MainActor
public final class StreamProvider<
  Section: SectionModel,
  Item: Identifiable & Equatable
>: DataProvider where Section.ID: Sendable, Item.ID: Sendable {
  /// Iterates a sequence, handing each element, as a snapshot, to `publish`, until `publish`
  /// returns `false`.
  typealias Iteration =
    @MainActor (_ publish: @MainActor (Snapshot<Section, Item>) -> Bool) async throws -> Void

  /// Where the iteration is: ``LoadState/idle`` before it starts, ``LoadState/loading``
  /// until the first element, ``LoadState/loaded`` once an element is shown, and
  /// ``LoadState/failed(_:)`` if the sequence threw.
  public internal(set) var loadState: LoadState {
    get { loadStates.read(through: observation) }
    set { loadStates.write(newValue, through: observation) }
  }

  /// The error the sequence threw, if it did.
  public internal(set) var error: (any Error)?

  let loadStates = ObservedValue(LoadState.idle, as: .loadState)
  let observation = ObservationRelay()
  let storage: SnapshotProvider<Section, Item>
  let iteration: Iteration
  var iterationTask: Task<Void, Never>?
  /// Counts the iterations started and stopped; an element of an older iteration is dropped.
  var iterationCount = 0
  /// Whether the sequence ended, threw, or ``cancel()`` was called: no iteration starts again.
  var isFinished = false
  /// Whether an element was shown.
  var hasReceivedElement = false

  // MARK: Lifecycle

  /// Creates a provider that shows each snapshot a sequence produces.
  ///
  /// ```swift
  /// let provider = StreamProvider(database.snapshots(of: query))
  /// ```
  ///
  /// - Parameters:
  ///   - snapshots: The sequence; it is iterated while the provider is observed.
  ///   - initial: What the provider shows before the first element; empty by default.
  public init<Snapshots: AsyncSequence>(
    _ snapshots: Snapshots, initial: Snapshot<Section, Item> = Snapshot()
  ) where Snapshots.Element == Snapshot<Section, Item> {
    storage = SnapshotProvider(initial, announcingTo: observation)
    iteration = { publish in
      for try await snapshot in snapshots {
        guard publish(snapshot) else { return }
      }
    }
  }

  /// Creates a provider of one section that shows each array of items a sequence produces.
  ///
  /// An array that repeats an identifier shows the first occurrence of each, and the
  /// provider reports a ``ListDiagnostic/Kind/duplicateIdentifiers`` diagnostic naming the
  /// repeated identifiers; it never traps.
  ///
  /// ```swift
  /// let (prices, continuation) = AsyncStream.makeStream(of: [Quote].self)
  /// let provider = StreamProvider(prices, section: ListSection(id: "quotes"))
  /// ```
  ///
  /// - Parameters:
  ///   - arrays: The sequence; it is iterated while the provider is observed.
  ///   - section: The one section; by default it has the identifier `"items"`.
  ///   - diagnostics: Where to report the identifiers an array repeats.
  /// - Complexity: O(*n*) on average for each element of *n* items.
  public init<Arrays: AsyncSequence>(
    _ arrays: Arrays,
    section: ListSection = ListSection(id: "items"),
    diagnostics: ListDiagnostic.Handler = .print
  ) where Arrays.Element == [Item], Section == ListSection {
    storage = SnapshotProvider(
      Snapshot(_uncheckedSections: [section], items: [[]]), announcingTo: observation)
    iteration = { publish in
      for try await items in arrays {
        guard publish(Self.snapshot(of: items, in: section, diagnostics: diagnostics)) else {
          return
        }
      }
    }
  }

  deinit {
    iterationTask?.cancel()
  }

  // MARK: Public

  /// The list as the sequence last produced it.
  public var snapshot: Snapshot<Section, Item> {
    observation.access(.snapshot)
    return storage.snapshot
  }

  /// Whether the provider is iterating its sequence.
  public var isIterating: Bool { iterationTask != nil }

  /// Calls `onChange` with each snapshot the sequence produces, until the returned token is
  /// cancelled or released; starts iterating the sequence if it is not already.
  ///
  /// - Parameter onChange: Called on the main actor with each new snapshot.
  /// - Returns: The token that keeps the observation, and with it the iteration, alive.
  public func observe(_ onChange: @escaping @MainActor (Snapshot<Section, Item>) -> Void)
    -> ObservationToken
  {
    keepingIteration(storage.observe(onChange))
  }

  /// Calls `onChange` with the new state after every change of ``loadState``, until the returned
  /// token is cancelled or released; starts iterating the sequence if it is not already.
  ///
  /// - Parameter onChange: Called on the main actor with each new state.
  /// - Returns: The token that keeps the observation, and with it the iteration, alive.
  public func observeLoadState(_ onChange: @escaping @MainActor (LoadState) -> Void)
    -> ObservationToken
  {
    keepingIteration(loadStates.observe(onChange))
  }

  /// Cancels the iteration for good: the list stays as it is, and no element is published
  /// after this call, even if observers remain. Calling it again does nothing.
  public func cancel() {
    isFinished = true
    stopIteration()
  }
}
