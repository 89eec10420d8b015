// expect: 'UIContextMenuConfiguration' is only available in tvOS 17.0 or newer
// expect[tvos-emulated]: 'UIContextMenuConfiguration' is unavailable
import UIKit

@MainActor func emptyMenu() -> UIContextMenuConfiguration {
  UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: []) })
}
