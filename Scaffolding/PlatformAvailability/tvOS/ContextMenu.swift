// expect: 'UIContextMenuConfiguration' is unavailable
import UIKit

@MainActor func emptyMenu() -> UIContextMenuConfiguration {
  UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: []) })
}
