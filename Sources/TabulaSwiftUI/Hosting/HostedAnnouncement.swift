#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
internal import Darwin
internal import UIKit

// MARK: - HostedAnnouncement

/// Speaks what a ``TabulaList``'s host decides to announce (`ListHost.announce`) to
/// VoiceOver users, with UIKit's `UIAccessibilityAnnouncementNotification`.
///
/// The iOS 16 SDK declares that notification as a mutable global (`UIKIT_EXTERN
/// UIAccessibilityNotifications`, without `const`: `UIAccessibilityConstants.h`), which Swift 6
/// refuses to read ("not concurrency-safe"); the iOS 18 SDK adds `const` and
/// `NS_SWIFT_NONISOLATED`. Accessibility's `AccessibilityNotification.Announcement` (iOS 17)
/// is not in the iOS 16 SDK at all, so no `#available` branch can name it there. The value is
/// read once from the symbol UIKit exports, as compiled code reads it, and posted with
/// `UIAccessibility.post(notification:argument:)` on every version.
@MainActor
enum HostedAnnouncement {
  /// Posts `text` as an announcement.
  static func post(_ text: String) {
    guard let notification = uiKitAnnouncement else { return }
    UIAccessibility.post(notification: notification, argument: text)
  }

  /// The value of `UIAccessibilityAnnouncementNotification`, from UIKit's exported symbol.
  private static let uiKitAnnouncement: UIAccessibility.Notification? = {
    let defaultHandle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    guard let symbol = dlsym(defaultHandle, "UIAccessibilityAnnouncementNotification") else {
      return nil
    }
    return UIAccessibility.Notification(rawValue: symbol.load(as: UInt32.self))
  }()
}
#endif
