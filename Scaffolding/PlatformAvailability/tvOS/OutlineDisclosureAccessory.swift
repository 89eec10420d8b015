// expect: 'outlineDisclosure(displayed:options:actionHandler:)' is unavailable
import UIKit

@MainActor func showOutlineDisclosure(on cell: UICollectionViewListCell) {
  cell.accessories = [.outlineDisclosure { print("toggle") }]
}
