// expect: 'menu' is only available in tvOS 17.0 or newer
// expect[tvos-emulated]: 'menu' is unavailable
import UIKit

@MainActor func attach(_ menu: UIMenu, to item: UIBarButtonItem) {
  item.menu = menu
}
