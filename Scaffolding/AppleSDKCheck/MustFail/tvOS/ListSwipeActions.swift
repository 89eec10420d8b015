// expect: 'trailingSwipeActionsConfigurationProvider' is unavailable in tvOS
// expect[tvos-emulated]: 'trailingSwipeActionsConfigurationProvider' is unavailable
import UIKit

@MainActor func listWithoutSwipeActions() -> UICollectionViewCompositionalLayout {
  var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
  configuration.trailingSwipeActionsConfigurationProvider = nil
  return .list(using: configuration)
}
