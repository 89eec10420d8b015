import TabulaExampleModels

// Linux only: support of the seed 004 tests, which need the stand-in's in-code nib.
#if os(Linux)
import Tabula
import TabulaExamples
import UIKit

// MARK: - Seed004 + Shown countries

extension Seed004 {
  /// The country name each row of a table shows, section by section, after laying it out;
  /// `nil` for a row without a visible country cell.
  ///
  /// - Parameter tableView: A table of ``CountryTableViewCell``s whose rows all fit on screen.
  /// - Returns: The names, one array per section.
  @MainActor
  static func shownNames(in tableView: UITableView) -> [[String?]] {
    tableView.layoutIfNeeded()
    return (0..<tableView.numberOfSections).map { section in
      (0..<tableView.numberOfRows(inSection: section)).map { row in
        let cell = tableView.cellForRow(at: IndexPath(row: row, section: section))
        return (cell as? CountryTableViewCell)?.countryNameLabel.text
      }
    }
  }

  /// The country name each item of a collection view shows, section by section, after laying
  /// it out; `nil` for an item without a visible country cell.
  ///
  /// - Parameter collectionView: A collection view of ``CountryCollectionViewCell``s whose
  ///   items all fit on screen.
  /// - Returns: The names, one array per section.
  @MainActor
  static func shownNames(in collectionView: UICollectionView) -> [[String?]] {
    collectionView.layoutIfNeeded()
    return (0..<collectionView.numberOfSections).map { section in
      (0..<collectionView.numberOfItems(inSection: section)).map { item in
        let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section))
        return (cell as? CountryCollectionViewCell)?.nameLabel.text
      }
    }
  }

  /// The country names of a snapshot, section by section.
  ///
  /// - Parameter snapshot: Countries grouped by continent.
  /// - Returns: The names, one array per section.
  static func names(in snapshot: Snapshot<ListSection, Country>) -> [[String?]] {
    snapshot.sections.map { section in
      (snapshot.items(inSection: section.id) ?? []).map { Optional($0.name) }
    }
  }
}
#endif
