// expect: W2
// swift-format-ignore-file
// "Default implementations" added to UIKit's own protocols: on iOS UIKit asks the object
// (respondsToSelector:) and never finds a protocol-extension method.
import UIKit

extension UITableViewDelegate {
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }  // <- W2
}

extension UIScrollViewDelegate {
  func scrollViewDidScroll(_ scrollView: UIScrollView) {}  // <- W2
}

extension UIKit.UICollectionViewDataSource {
  func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }  // <- W2
}
