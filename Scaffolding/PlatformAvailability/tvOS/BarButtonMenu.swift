// expect: 'menu' is unavailable
import UIKit

@MainActor func attach(_ menu: UIMenu, to item: UIBarButtonItem) {
  item.menu = menu
}
