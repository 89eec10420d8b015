// expect: type 'UICellAccessory.AccessoryType' has no member 'outlineDisclosure'
import UIKit

// What `ListHost.refreshEditingAccessories()` did on every platform until the tvOS 18.0 SDK
// rejected it: tvOS's `UICellAccessory.AccessoryType` has no `outlineDisclosure` case.
@MainActor func outlineAccessories(of cell: UICollectionViewListCell) -> [UICellAccessory] {
  cell.accessories.filter { $0.accessoryType == .outlineDisclosure }
}
