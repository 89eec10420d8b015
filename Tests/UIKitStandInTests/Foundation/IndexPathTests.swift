import Testing
import UIKit

struct IndexPathTests {
  @Test func `row, item and section are UIKit's two-index accessors`() {
    var indexPath = IndexPath(row: 3, section: 1)
    #expect(indexPath == IndexPath(indexes: [1, 3]))
    #expect(indexPath.row == 3 && indexPath.item == 3 && indexPath.section == 1)
    indexPath.row = 4
    indexPath.section = 2
    #expect(indexPath == IndexPath(item: 4, section: 2))
    indexPath.item = 0
    #expect(indexPath.row == 0)
  }
}
