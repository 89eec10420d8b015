import SwiftUI
import Tabula
import TabulaSwiftUI

// Every initializer and modifier TabulaList offers on iOS and on the Mac, spelled once: this
// module is typechecked against the iOS 18.6 and macOS 14 SDKs (.ci/check-apple-sdks), so a
// member that one platform's TabulaList lacks, or takes otherwise, fails the check. What only
// one platform has stays out: `listAppearance(_:)` (UIKit's list appearances), and on iOS the
// deprecated `contextMenu(menuItems:)` that warns of SwiftUI's.

struct Shelf: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

@available(iOS 16.0, macOS 13.0, *)
@MainActor
struct EveryTabulaList: View {
  @State private var shelves = [Shelf(id: 1, title: "Poetry")]
  @State private var selection: Set<Shelf.ID> = []
  @State private var single: Shelf.ID?
  @State private var expansion: Set<Shelf.ID> = []
  @State private var top: Shelf.ID?
  @State private var target: Shelf.ID?
  @State private var query = ""
  @State private var path = NavigationPath()
  @State private var stack: [Int] = []
  @State private var list = EditableList<ListSection, Shelf>(
    (try? Snapshot(sections: [SnapshotSection(ListSection(id: "all"), items: [])])) ?? Snapshot())

  var body: some View {
    VStack {
      arrays
      modified
      TabulaList(list) { Text($0.title) }
        .navigationRows(path: $stack) { $0.id }
      TabulaList(list, selection: $selection) { Text($0.title) }
      TabulaList(list, selection: $single) { Text($0.title) }
    }
  }

  @ViewBuilder private var arrays: some View {
    TabulaList(shelves) { Text($0.title) }
    TabulaList(shelves, selection: $selection) { Text($0.title) }
    TabulaList(shelves, selection: $single) { Text($0.title) }
    TabulaList($shelves) { $shelf in TextField("Title", text: $shelf.title) }
    TabulaList($shelves, selection: $selection) { $shelf in Text(shelf.title) }
    TabulaList($shelves, selection: $single) { $shelf in Text(shelf.title) }
    TabulaList($shelves) { Text($0.title) }
    TabulaList($shelves, selection: $selection) { Text($0.title) }
    TabulaList($shelves, selection: $single) { Text($0.title) }
  }

  private var modified: some View {
    TabulaList($shelves, selection: $selection) { Text($0.title) }
      .sectionHeaders { section in Text(section.header ?? "") }
      .sectionFooters { section in Text(section.footer ?? "") }
      .listBehavior(ListBehavior(allowsDeleting: true, allowsMoving: true))
      .outlineExpansion($expansion)
      .scrollAnchoring(.stickToBottom)
      .defaultScrollAnchor(.bottom)
      .scrollPosition(id: $top)
      .scrollTarget(id: $target, anchor: .center)
      .listDiagnostics(.ignore)
      .emptyStateText("No shelves", tableName: "Shelves")
      .emptyStateText(Text("No shelves"))
      .emptyStateText(String(describing: query))
      .emptyStateText(LocalizedStringResource("No shelves"))
      .emptyState { Text("Nothing here") }
      .onDelete { _ in }
      .onDeleteItems { _ in }
      .onMove { _, _ in }
      .onMoveItem { _, _ in }
      .deleteDisabled { _ in false }
      .moveDisabled { _ in false }
      .contextMenu { ids in
        ListMenuItem("Open", systemImage: "book") { _ = ids }
      } primaryAction: { ids in
        _ = ids
      }
      .listStyle(.plain)
      .searchable(text: $query, prompt: "Shelves")
      .searchable(text: $query) { shelf, text in shelf.title.contains(text) }
      .navigationRows(path: $path) { $0.id }
  }
}
