// expect: 'contentUnavailableConfiguration' is only available in tvOS 17.0 or newer
// expect[tvos-emulated]: value of type 'UIViewController' has no member 'contentUnavailableConfiguration'
import UIKit

// tvOS 17 UIKit at the package's tvOS 15 target, without `#available`.
@MainActor func clearEmptyState(of viewController: UIViewController) {
  viewController.contentUnavailableConfiguration = nil
}
