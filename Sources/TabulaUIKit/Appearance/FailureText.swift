#if canImport(UIKit)
internal import UIKit

/// The text a UIKit or SwiftUI screen shows for a failed load: the placeholder of a
/// ``TableViewController``, the label of a ``PagingFooterView``, a hosted list's edges.
///
/// In order: a `LocalizedError`'s `errorDescription`; the localized description an `NSError`
/// carries in its user info (the sentence of a `URLError` from `URLSession`, such as "The
/// Internet connection appears to be offline."); else the error's `description`, the
/// message the core gives (`LoadState.failureMessage`).
enum FailureText {
  /// The text shown for `error`.
  static func text(for error: any Error) -> String {
    if let description = (error as? any LocalizedError)?.errorDescription { return description }
    if let description = userInfoDescription(of: error) { return description }
    return String(describing: error)
  }

  private static func userInfoDescription(of error: any Error) -> String? {
    #if canImport(ObjectiveC)
    // NB: an error an Objective-C API threw is an `NSError`, which casts to no Swift protocol.
    (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String
    #else
    (error as? any CustomNSError)?.errorUserInfo[NSLocalizedDescriptionKey] as? String
    #endif
  }
}
#endif
