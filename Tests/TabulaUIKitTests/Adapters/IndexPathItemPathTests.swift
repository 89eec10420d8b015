import Foundation
import PropertyBased
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// `IndexPath(ItemPath)` and `ItemPath(IndexPath)`: a list position and UIKit's index path name
/// the same section and row (or item), and convert back and forth without loss.
@MainActor
struct IndexPathItemPathTests {
  @Test func `an item path becomes the index path of its section and row`() {
    let indexPath = IndexPath(ItemPath(section: 1, item: 4))
    #expect(indexPath == IndexPath(row: 4, section: 1))
    #expect(indexPath.section == 1)
    #expect(indexPath.row == 4)
    #expect(indexPath.item == 4)
    #expect(indexPath.count == 2)
  }

  @Test func `an index path becomes the item path of its section and item`() {
    #expect(ItemPath(IndexPath(row: 3, section: 2)) == ItemPath(section: 2, item: 3))
    #expect(ItemPath(IndexPath(item: 0, section: 0)) == ItemPath(section: 0, item: 0))
  }

  @Test func `paths convert back and forth without loss`() async {
    await propertyCheck(input: Gen.int(in: 0...10_000), Gen.int(in: 0...10_000)) {
      section, item in
      let path = ItemPath(section: section, item: item)
      #expect(ItemPath(IndexPath(path)) == path)
      let indexPath = IndexPath(row: item, section: section)
      #expect(IndexPath(ItemPath(indexPath)) == indexPath)
    }
  }

  @Test func `converting keeps the order of positions`() async {
    let coordinate = Gen.int(in: 0...50)
    await propertyCheck(input: coordinate, coordinate, coordinate, coordinate) { s1, i1, s2, i2 in
      let first = ItemPath(section: s1, item: i1)
      let second = ItemPath(section: s2, item: i2)
      #expect((first < second) == (IndexPath(first) < IndexPath(second)))
    }
  }
}
