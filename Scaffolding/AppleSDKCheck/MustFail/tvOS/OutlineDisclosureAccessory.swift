// expect: has no member 'outlineDisclosure'
import UIKit

@MainActor func showOutlineDisclosure(on cell: UICollectionViewListCell) {
  cell.accessories = [.outlineDisclosure { print("toggle") }]
}
