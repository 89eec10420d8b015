import Tabula
import Testing

/// A reload mark asks for a new cell once: providers send it, then forget it, so that the
/// next change does not reload the same row again.
@MainActor
struct ReloadMarksPublishedOnceTests {
  @Test func `a snapshot provider sends a reload mark once`() throws {
    let provider = SnapshotProvider(try FruitSnapshot.shelves([[1, 2]]))
    var published: [Set<Int>] = []
    let token = provider.observe { published.append($0.reloadedItemIdentifiers) }
    defer { token.cancel() }
    try provider.update { try $0.reloadItems([2]) }
    try provider.update { try $0.appendItems([Fruit(3)], toSection: 0) }
    #expect(published == [[2], []])
    #expect(provider.snapshot.reloadedItemIdentifiers.isEmpty)
  }

  @Test func `an editable list sends the marks of replaced data once`() throws {
    var marked = try FruitSnapshot.shelves([[1, 2, 3]])
    try marked.reloadItems([1])
    let list = EditableList(try FruitSnapshot.shelves([[1, 2, 3]]))
    var published: [Set<Int>] = []
    let token = list.observe { published.append($0.reloadedItemIdentifiers) }
    defer { token.cancel() }
    list.replace(with: marked)
    try list.perform(.deleteItems([3]), named: "Delete")
    try list.undo()
    #expect(published == [[1], [], []])
  }
}
