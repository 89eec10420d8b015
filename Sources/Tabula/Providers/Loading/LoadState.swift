/// Where a list's data is in its loading: what a screen shows in place of its rows.
///
/// ```swift
/// provider.loadState.placeholder(isEmpty: provider.snapshot.numberOfItems == 0,
///                                emptyText: "No users match")
/// // .loading -> "Loading…", .failed -> the error, .loaded with no rows -> "No users match"
/// ```
///
/// A failure carries the error the load threw, so that a screen tells its own errors apart:
///
/// ```swift
/// switch users.loadState {
/// case .failed(APIError.offline): banner.show("You are offline", retry: true)
/// case .failed(let error): banner.show(String(describing: error), retry: false)
/// case .idle, .loading, .loaded: banner.hide()
/// }
/// ```
///
/// Two states are equal when they are the same case and, for ``failed(_:)``, the errors have
/// the same type and the same ``failureMessage``.
public enum LoadState: Equatable, Sendable {
  /// Nothing has been asked for yet.
  case idle
  /// A load is running.
  case loading
  /// The last load succeeded; the data is shown, possibly with no rows.
  case loaded
  /// The last load failed with this error; the previous data is kept.
  case failed(any Error)

  /// The error of the last load, if it failed.
  public var error: (any Error)? {
    switch self {
    case .failed(let error): error
    case .idle, .loading, .loaded: nil
    }
  }

  /// The message of the failure, if the last load failed: `String(describing: error)`.
  ///
  /// An error type meant for users should conform to `CustomStringConvertible`, whose
  /// `description` is then the message. (UIKit screens show a `LocalizedError`'s
  /// `errorDescription` instead, where it has one.)
  public var failureMessage: String? {
    error.map { String(describing: $0) }
  }

  /// The text shown in place of a list's rows in this state, if any.
  ///
  /// - Parameters:
  ///   - isEmpty: Whether the list has no rows.
  ///   - emptyText: The text for a loaded list without rows; `nil` shows nothing.
  /// - Returns: "Loading…" while loading, the ``failureMessage`` after a failure, `emptyText`
  ///   when the list is loaded and empty; `nil` before anything was asked for (a search not
  ///   yet typed is not "no results"), and when the rows speak for themselves.
  public func placeholder(isEmpty: Bool, emptyText: String?) -> String? {
    switch self {
    case .idle: nil
    case .loading: "Loading…"
    case .failed: failureMessage
    case .loaded: isEmpty ? emptyText : nil
    }
  }

  /// Whether two states are the same case and, for failures, have errors of the same type
  /// with the same message.
  ///
  /// - Parameters:
  ///   - lhs: A state.
  ///   - rhs: Another state.
  /// - Returns: Whether they are equal.
  public static func == (lhs: LoadState, rhs: LoadState) -> Bool {
    switch (lhs, rhs) {
    case (.idle, .idle), (.loading, .loading), (.loaded, .loaded): true
    case (.failed(let left), .failed(let right)): isSameFailure(left, right)
    case (.idle, _), (.loading, _), (.loaded, _), (.failed, _): false
    }
  }
}

/// Whether two errors count as the same failure: the same dynamic type and the same message.
func isSameFailure(_ left: any Error, _ right: any Error) -> Bool {
  type(of: left) == type(of: right) && String(describing: left) == String(describing: right)
}
