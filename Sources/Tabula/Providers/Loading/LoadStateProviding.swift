/// A provider that loads its data and says where the loading is, so that a screen can show
/// a loading, empty or error state in place of the rows.
@MainActor
public protocol LoadStateProviding<Section, Item>: DataProvider {
  /// Where the loading is.
  var state: LoadState { get }

  /// Calls `onChange` with the new state after every change of ``state``, until the returned
  /// token is cancelled or released.
  ///
  /// - Parameter onChange: Called on the main actor with each new state.
  /// - Returns: The token that keeps the observation alive.
  func observeState(_ onChange: @escaping @MainActor (LoadState) -> Void) -> ObservationToken
}
