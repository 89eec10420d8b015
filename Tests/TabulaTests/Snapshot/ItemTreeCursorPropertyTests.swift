import PropertyBased
import Testing

@testable import Tabula

/// The cursor the diff walks a section with, against the array the tree was built from: it
/// reads items in place, through an address into the leaf it holds, and peeks ahead within
/// that leaf.
struct ItemTreeCursorPropertyTests {
  /// An item whose identifier holds storage, which a read in place must keep alive.
  struct Entry: Identifiable, Equatable {
    let id: String
    let value: Int
  }

  enum Step {
    case advance
    case seek(Int)
    case seekAfterLookup(Int)
    case peek(within: Int, forEntryAt: Int)
  }

  static let steps = zip(Gen.int(in: 0...9), Gen.int(in: -2...1_002), Gen.int(in: 1...6)).map {
    kind, position, limit -> Step in
    switch kind {
    case 0...3: .advance
    case 4...5: .seek(position)
    case 6: .seekAfterLookup(position)
    default: .peek(within: limit, forEntryAt: position)
    }
  }

  static func entries(_ count: Int) -> [Entry] {
    (0..<count).map { Entry(id: "entry \($0)", value: $0 % 7) }
  }

  @Test func `a cursor reads in place the item the array holds at its position`() async {
    await propertyCheck(
      count: propertyCases(300),
      input: zip(Gen.int(in: 0...1_000), Self.steps.array(of: 1...60))
    ) { count, steps in
      let entries = Self.entries(count)
      let tree = _ItemTree(entries)
      var cursor = _ItemTree.Cursor(tree, at: 0)
      var copies: [(cursor: _ItemTree<Entry>.Cursor, position: Int)] = []
      for step in steps {
        switch step {
        case .advance:
          guard cursor.position < count else { continue }
          cursor.advance()
        case .seek(let position):
          cursor.seek(to: position)
        case .seekAfterLookup(let position):
          guard (0..<count).contains(position) else { continue }
          let (leaf, start) = _ItemTree.leaf(in: tree.root, holding: position)
          cursor.seek(after: position - start, in: leaf, startingAt: start)
        case .peek(let limit, let target):
          let wanted = entries.indices.contains(target) ? entries[target] : Entry(id: "", value: 0)
          let leafEnd = cursor.leafStart + cursor.leafItems.count
          let first = cursor.position + 1
          let window = first..<max(first, min(first + limit, leafEnd))
          let expected = window.first { entries.indices.contains($0) && entries[$0] == wanted }
          #expect(
            cursor.peek(within: limit, forIDOf: wanted) == expected,
            "peek from \(cursor.position) within \(limit) for entry \(target)")
        }
        let expected = entries.indices.contains(cursor.position) ? entries[cursor.position] : nil
        #expect(cursor.currentAddress?.pointee == expected, "at \(cursor.position) of \(count)")
        #expect(cursor.current == expected)
        copies.append((cursor, cursor.position))
      }
      // A copy keeps reading its own item after the cursor it was copied from moved on.
      for (copy, position) in copies {
        let expected = entries.indices.contains(position) ? entries[position] : nil
        #expect(copy.currentAddress?.pointee == expected)
      }
    }
  }

  @Test func `a tree built from any collection holds its items in order with rising labels`()
    async
  {
    await propertyCheck(count: propertyCases(100), input: Gen.int(in: 0...1_000)) { count in
      let entries = Self.entries(count)
      // NB: not an array, so the tree copies its leaves through the collection's own indices.
      let tree = _ItemTree(entries.lazy.map { $0 })
      var read: [Entry] = []
      var labels: [UInt64] = []
      tree.forEachLabelled { entry, label in
        read.append(entry)
        labels.append(label)
      }
      #expect(read == entries)
      #expect(zip(labels, labels.dropFirst()).allSatisfy { $0 < $1 })
    }
  }
}
