import PropertyBased
import Testing
@_spi(StandIn) import UIKit

/// The reload rule where it cannot go wrong: without moves or section changes, shifting a
/// reload's index for the deletes and inserts before it is exactly where the reloaded item
/// now is, so every such batch is legal and shows the model (F16 is one case of it).
@MainActor struct ReloadPlacementPropertyTests {
  /// Per section, one code per old item: 0 or 1 keep, 2 delete, 3 reload, 4 reload with a new
  /// item inserted before it, 5 keep with a new item inserted after it.
  private static let codes = Gen.int(in: 0...5).array(of: 0...8).array(of: 1...3)

  @Test func `reloads among deletes and inserts land on their items`() async {
    await propertyCheck(input: Self.codes) { codes in
      let batch = FlatBatch(codes: codes)
      let fixture = CollectionFixture(batch.before)
      let violations = fixture.perform(becoming: batch.after) {
        $0.deleteItems(at: batch.deletes)
        $0.reloadItems(at: batch.reloads)
        $0.insertItems(at: batch.inserts)
      }
      #expect(violations.isEmpty)
      var expected: [IndexPath: String] = [:]
      for (section, items) in batch.after.enumerated() {
        for (index, name) in items.enumerated() {
          expected[itemPath(section, index)] = name
        }
      }
      #expect(fixture.shownTexts == expected)
      #expect(Set(fixture.dataSource.cellRequests) == batch.freshCells)
    }
  }
}

/// A batch of item deletes, reloads and inserts in fixed sections, with the model after it.
private struct FlatBatch {
  var before: [[String]] = []
  var after: [[String]] = []
  var deletes: [IndexPath] = []
  var reloads: [IndexPath] = []
  var inserts: [IndexPath] = []
  /// Where the data source must be asked for a cell: inserted and reloaded items.
  var freshCells: Set<IndexPath> = []

  init(codes: [[Int]]) {
    var fresh = 0
    for (section, sectionCodes) in codes.enumerated() {
      let names = sectionCodes.indices.map { "s\(section) i\($0)" }
      var items: [String] = []
      for (index, code) in sectionCodes.enumerated() {
        let name = names[index]
        switch code {
        case 2:
          deletes.append(itemPath(section, index))
        case 3:
          reloads.append(itemPath(section, index))
          items.append(name + "'")
        case 4:
          reloads.append(itemPath(section, index))
          items += ["new \(fresh)", name + "'"]
          fresh += 1
        case 5:
          items += [name, "new \(fresh)"]
          fresh += 1
        default:
          items.append(name)
        }
      }
      for (index, name) in items.enumerated() where name.hasPrefix("new") {
        inserts.append(itemPath(section, index))
      }
      for (index, name) in items.enumerated() where name.hasPrefix("new") || name.hasSuffix("'") {
        freshCells.insert(itemPath(section, index))
      }
      before.append(names)
      after.append(items)
    }
  }
}
