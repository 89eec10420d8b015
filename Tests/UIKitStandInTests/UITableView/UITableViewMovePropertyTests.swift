import TabulaTestSupport
import Testing
@_spi(StandIn) import UIKit

/// A random valid batch: deletes, inserts and cross-section moves, with the model after it.
struct RandomBatch {
  var after: [[String]] = []
  var deletes: [IndexPath] = []
  var inserts: [IndexPath] = []
  var moves: [(IndexPath, IndexPath)] = []

  init(before: [[String]], nextName: inout Int, using random: inout SeededRandom) {
    var survivors = before.map { _ in [String]() }
    var movers: [String] = []
    var oldPath: [String: IndexPath] = [:]
    for (section, rows) in before.enumerated() {
      for (row, name) in rows.enumerated() {
        oldPath[name] = path(section, row)
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<2: deletes.append(path(section, row))
        case 2..<4: movers.append(name)
        default: survivors[section].append(name)
        }
      }
    }
    after = survivors
    for name in movers {
      let section = Int.random(in: 0..<after.count, using: &random)
      after[section].insert(name, at: Int.random(in: 0...after[section].count, using: &random))
    }
    var inserted: Set<String> = []
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let section = Int.random(in: 0..<after.count, using: &random)
      let name = "new \(nextName)"
      nextName += 1
      inserted.insert(name)
      after[section].insert(name, at: Int.random(in: 0...after[section].count, using: &random))
    }
    for (section, rows) in after.enumerated() {
      for (row, name) in rows.enumerated() {
        if inserted.contains(name) {
          inserts.append(path(section, row))
        } else if movers.contains(name), let from = oldPath[name] {
          moves.append((from, path(section, row)))
        }
      }
    }
  }
}

@MainActor struct UITableViewMovePropertyTests {
  @Test(arguments: [1, 2, 3, 42, 2024] as [UInt64])
  func `surviving cells keep their identity through random batches`(seed: UInt64) throws {
    var random = SeededRandom(seed: Int(truncatingIfNeeded: seed))
    var nextName = 0
    let initial = (0..<3).map { section in (0..<4).map { "s\(section) r\($0)" } }
    let dataSource = RowsDataSource(initial)
    let fixture = TableFixture(dataSource, visibleRows: 1000)
    for round in 0..<25 {
      var cellOfName: [String: UITableViewCell] = [:]
      for (section, rows) in dataSource.sections.enumerated() {
        for (row, name) in rows.enumerated() {
          let cell = try #require(fixture.table.cellForRow(at: path(section, row)))
          cellOfName[name] = cell
        }
      }
      let batch = RandomBatch(before: dataSource.sections, nextName: &nextName, using: &random)
      dataSource.cellRequests = []
      let violations = UIKitStandIn.violations {
        fixture.table.performBatchUpdates {
          dataSource.sections = batch.after
          fixture.table.deleteRows(at: batch.deletes, with: .fade)
          fixture.table.insertRows(at: batch.inserts, with: .fade)
          for (from, to) in batch.moves {
            fixture.table.moveRow(at: from, to: to)
          }
        }
      }
      #expect(violations.isEmpty, "seed \(seed), round \(round)")
      #expect(Set(dataSource.cellRequests) == Set(batch.inserts), "seed \(seed), round \(round)")
      for (section, rows) in batch.after.enumerated() {
        for (row, name) in rows.enumerated() {
          let shown = fixture.table.cellForRow(at: path(section, row))
          #expect(shown?.textLabel?.text == name, "seed \(seed), round \(round)")
          if let old = cellOfName[name] {
            #expect(shown === old, "seed \(seed), round \(round), \(name)")
          }
        }
      }
    }
  }
}
