// expect: 'contentUnavailableConfiguration' is only available in iOS 17.0 or newer
// expect[ios-floor]: value of type 'UIViewController' has no member 'contentUnavailableConfiguration'
import UIKit

// iOS 17 UIKit at an iOS 15 target, without `#available`.
@MainActor func clearEmptyState(of viewController: UIViewController) {
  viewController.contentUnavailableConfiguration = nil
}
