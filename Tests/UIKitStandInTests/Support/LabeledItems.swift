@_spi(StandIn) import UIKit

/// A collection cell that shows one text.
final class LabeledItemCell: UICollectionViewCell {
  var text: String?
}

/// A collection data source over sections of strings that labels its cells and records the
/// index paths it was asked for.
@MainActor final class LabeledItems: NSObject, UICollectionViewDataSource {
  var sections: [[String]]
  /// The index paths `cellForItemAt` was asked for, in order.
  var cellRequests: [IndexPath] = []

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
    cellRequests.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    (cell as? LabeledItemCell)?.text = sections[indexPath.section][indexPath.item]
    return cell
  }
}

/// A collection view in a window showing every item of a `LabeledItems`, with its data source
/// and window kept alive.
@MainActor struct CollectionFixture {
  let view: UICollectionView
  let dataSource: LabeledItems
  let window = UIWindow(frame: .zero)

  init(_ sections: [[String]]) {
    dataSource = LabeledItems(sections)
    view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    view.register(LabeledItemCell.self, forCellWithReuseIdentifier: "Item")
    view.standInVisibleItemLimit = 100
    view.dataSource = dataSource
    window.addSubview(view)
  }

  /// The text of the visible cells, by index path.
  var shownTexts: [IndexPath: String] {
    var texts: [IndexPath: String] = [:]
    for indexPath in view.indexPathsForVisibleItems {
      texts[indexPath] = (view.cellForItem(at: indexPath) as? LabeledItemCell)?.text
    }
    return texts
  }

  /// Runs `updates` inside `performBatchUpdates` after the model becomes `after`, forgetting
  /// earlier cell requests; returns the violations.
  func perform(
    becoming after: [[String]], _ updates: @escaping (UICollectionView) -> Void
  ) -> [UIKitStandInViolation] {
    dataSource.cellRequests = []
    return UIKitStandIn.violations {
      view.performBatchUpdates {
        dataSource.sections = after
        updates(view)
      }
    }
  }
}

/// The index path of `item` in `section`.
func itemPath(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}
