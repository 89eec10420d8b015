// expect: 'UIContextualAction' is unavailable in tvOS
// expect[tvos-emulated]: 'UIContextualAction' is unavailable
import UIKit

@MainActor func deleteAction() -> UISwipeActionsConfiguration {
  UISwipeActionsConfiguration(actions: [
    UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
  ])
}
