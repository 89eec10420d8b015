import Tabula
import Testing

private struct Note: Identifiable, Equatable, Sendable {
  var id: Int
  var text: String

  init(_ id: Int, _ text: String = "") {
    self.id = id
    self.text = text.isEmpty ? "note \(id)" : text
  }
}

private typealias NoteSnapshot = Snapshot<ListSection, Note>

/// Records every snapshot an observer receives, in order.
@MainActor
private final class Recorder {
  var snapshots: [NoteSnapshot] = []

  var layouts: [[Int]] { snapshots.map { $0.items.map(\.id) } }

  func record(_ snapshot: NoteSnapshot) {
    snapshots.append(snapshot)
  }
}

private func notes(_ ids: Int...) -> [Note] {
  ids.map { Note($0) }
}

private func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(section: section, item: item)
}

@MainActor
struct EditableListItemsTests {
  // MARK: Reading

  @Test func `a provider holds one section with the items in order`() throws {
    let provider = try EditableList(items: notes(1, 2, 3))
    #expect(provider.numberOfSections == 1)
    #expect(provider.numberOfItems(inSectionAt: 0) == 3)
    #expect(provider.items.map(\.id) == [1, 2, 3])
    #expect(provider.snapshot.sectionIdentifiers == ["items"])
    #expect(provider.snapshot.section(at: 0)?.header == nil)
  }

  @Test func `item(at:) finds each item and answers nil outside the list`() throws {
    let provider = try EditableList(items: notes(1, 2))
    #expect(provider.item(at: path(0, 0))?.id == 1)
    #expect(provider.item(at: path(0, 1))?.id == 2)
    #expect(provider.item(at: path(0, 2)) == nil)
    #expect(provider.item(at: path(1, 0)) == nil)
    #expect(provider.item(at: path(0, -1)) == nil)
    #expect(provider.item(at: path(-1, 0)) == nil)
  }

  @Test func `an empty provider still has its one section`() throws {
    let provider = try EditableList<ListSection, Note>(items: [])
    #expect(provider.numberOfSections == 1)
    #expect(provider.numberOfItems(inSectionAt: 0) == 0)
    #expect(provider.item(at: path(0, 0)) == nil)
  }

  @Test func `numberOfItems(inSectionAt:) is nil for a section out of range`() throws {
    let provider = try EditableList(items: notes(1, 2, 3))
    #expect(provider.numberOfItems(inSectionAt: 1) == nil)
    #expect(provider.numberOfItems(inSectionAt: 42) == nil)
    #expect(provider.numberOfItems(inSectionAt: -1) == nil)
  }

  @Test func `the provider answers the same through the DataProvider protocol`() throws {
    let provider: any DataProvider<ListSection, Note> = try EditableList(items: notes(7, 8))
    #expect(provider.numberOfSections == 1)
    #expect(provider.numberOfItems(inSectionAt: 0) == 2)
    #expect(provider.numberOfItems(inSectionAt: 5) == nil)
    #expect(provider.item(at: path(0, 1))?.id == 8)
    #expect(provider.item(at: path(0, 2)) == nil)
  }

  @Test func `a custom section keeps its header across replaceItems`() throws {
    let section = ListSection(id: "inbox", header: "Inbox", footer: "2 notes")
    let provider = try EditableList(items: notes(1, 2), section: section)
    #expect(provider.snapshot.section(at: 0) == section)
    try provider.replaceItems(notes(3))
    #expect(provider.snapshot.section(at: 0) == section)
    #expect(provider.items.map(\.id) == [3])
  }

  // MARK: Duplicates

  @Test func `creating a provider with duplicate ids throws naming the ids and positions`() {
    let expected = SnapshotError<String, Int>.duplicateIdentifiers(
      sections: [],
      items: [
        .init(id: 1, positions: [path(0, 0), path(0, 2)]),
        .init(id: 2, positions: [path(0, 1), path(0, 3), path(0, 4)]),
      ]
    )
    #expect(throws: expected) {
      try EditableList(items: notes(1, 2, 1, 2, 2))
    }
  }

  @Test func `replaceItems with duplicate ids throws naming the ids and positions`() throws {
    let provider = try EditableList(items: notes(1, 2))
    let expected = SnapshotError<String, Int>.duplicateIdentifiers(
      sections: [],
      items: [.init(id: 5, positions: [path(0, 1), path(0, 3)])]
    )
    #expect(throws: expected) {
      try provider.replaceItems(notes(4, 5, 6, 5))
    }
  }

  @Test func `replaceItems with duplicate ids changes nothing and publishes nothing`() throws {
    let provider = try EditableList(items: notes(1, 2))
    let before = provider.snapshot
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    #expect(throws: SnapshotError<String, Int>.self) {
      try provider.replaceItems(notes(3, 3))
    }
    #expect(provider.snapshot == before)
    #expect(provider.items.map(\.id) == [1, 2])
    #expect(recorder.snapshots.isEmpty)
    #expect(token.isCancelled == false)
  }

  // MARK: Observation

  @Test func `an observer is not called when observation starts`() throws {
    let provider = try EditableList(items: notes(1))
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    #expect(recorder.snapshots.isEmpty)
    #expect(token.isCancelled == false)
  }

  @Test func `an observer receives each new snapshot in order`() throws {
    let provider = try EditableList(items: notes(1))
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    try provider.replaceItems(notes(1, 2))
    try provider.replaceItems([])
    try provider.replaceItems(notes(3, 1))
    #expect(recorder.layouts == [[1, 2], [], [3, 1]])
    #expect(recorder.snapshots.last == provider.snapshot)
    #expect(token.isCancelled == false)
  }

  @Test func `an observer receives a change of content under the same ids`() throws {
    let provider = try EditableList(items: [Note(1, "draft")])
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    try provider.replaceItems([Note(1, "final")])
    #expect(recorder.snapshots.map { $0.items.map(\.text) } == [["final"]])
    #expect(token.isCancelled == false)
  }

  @Test func `every observer receives every change`() throws {
    let provider = try EditableList(items: notes(1))
    let first = Recorder()
    let second = Recorder()
    let tokens = [provider.observe(first.record), provider.observe(second.record)]
    try provider.replaceItems(notes(2))
    try provider.replaceItems(notes(3))
    #expect(first.layouts == [[2], [3]])
    #expect(second.layouts == [[2], [3]])
    #expect(tokens.count == 2)
  }

  @Test func `cancelling the token stops notifications`() throws {
    let provider = try EditableList(items: notes(1))
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    try provider.replaceItems(notes(2))
    token.cancel()
    try provider.replaceItems(notes(3))
    #expect(token.isCancelled)
    #expect(recorder.layouts == [[2]])
  }

  @Test func `cancelling one token leaves the other observers running`() throws {
    let provider = try EditableList(items: notes(1))
    let cancelled = Recorder()
    let kept = Recorder()
    let cancelledToken = provider.observe(cancelled.record)
    let keptToken = provider.observe(kept.record)
    cancelledToken.cancel()
    try provider.replaceItems(notes(2))
    #expect(cancelled.snapshots.isEmpty)
    #expect(kept.layouts == [[2]])
    #expect(keptToken.isCancelled == false)
  }

  @Test func `cancelling twice does nothing more`() throws {
    let provider = try EditableList(items: notes(1))
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    token.cancel()
    token.cancel()
    try provider.replaceItems(notes(2))
    #expect(token.isCancelled)
    #expect(recorder.snapshots.isEmpty)
  }

  @Test func `releasing the token stops notifications`() throws {
    let provider = try EditableList(items: notes(1))
    let recorder = Recorder()
    var token: ObservationToken? = provider.observe(recorder.record)
    try provider.replaceItems(notes(2))
    #expect(token?.isCancelled == false)
    token = nil
    try provider.replaceItems(notes(3))
    try provider.replaceItems(notes(4))
    #expect(token == nil)
    #expect(recorder.layouts == [[2]])
  }
}
