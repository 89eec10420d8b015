// expect: W3
// swift-format-ignore-file
// UITableViewController declares the data source and delegate methods as class members: a
// subclass must write `override`. Without it the method is never called on Linux (and does
// not compile on iOS).
import UIKit

class ListController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    0
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {  // <- W3
    nil
  }
}

final class DetailListController: ListController {
  // Fine: overrides the base's method.
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    1
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}  // <- W3
}

final class GridController: UICollectionViewController {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}  // <- W3
}
