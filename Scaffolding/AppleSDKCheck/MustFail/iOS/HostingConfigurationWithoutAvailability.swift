// expect: 'UIHostingConfiguration' is only available in iOS 16.0 or newer
import SwiftUI
import UIKit

@MainActor func hostsSwiftUI(in cell: UICollectionViewListCell) {
  cell.contentConfiguration = UIHostingConfiguration { Text("") }
}
