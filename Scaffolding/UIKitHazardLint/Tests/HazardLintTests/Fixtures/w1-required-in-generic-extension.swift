// expect: W1
// swift-format-ignore-file
// Required data source methods in an extension of a generic class: on iOS the conformance of a
// generic class to an @objc protocol cannot be in an extension, nor can its @objc methods.
import UIKit

final class GridDataSource<Item>: NSObject {
  var items: [Item] = []
}

extension GridDataSource: UICollectionViewDataSource {  // <- W1
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {  // <- W1
    items.count
  }

  // A signature over several lines is reported on the line of its name.
  func collectionView(  // <- W1
    _ collectionView: UICollectionView,
    cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

// The conformance in the class declaration, the required methods in an extension.
final class ListSource<Item>: NSObject, UITableViewDataSource {
  var items: [Item] = []
}

extension ListSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }  // <- W1
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {  // <- W1
    UITableViewCell()
  }
}
