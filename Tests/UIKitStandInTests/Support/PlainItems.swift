import UIKit

/// A collection data source over sections of strings, without supplementary views.
@MainActor final class PlainItems: NSObject, UICollectionViewDataSource {
  var sections: [[String]]

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }
}
