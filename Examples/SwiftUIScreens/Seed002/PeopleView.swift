#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(macOS))
import SwiftUI
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - PeopleView

/// Seed 002's people screen as a SwiftUI view: a plain array in `@State`, shown through a
/// binding, where the Pokédex (``PokedexView``) shows a provider.
///
/// The binding receives the user's deletions and moves, made in edit mode (`EditButton`) or
/// by swiping, each an undo step of the environment's undo manager: the Undo and Redo buttons
/// (and shaking, or ⌘Z) take them back. With everyone deleted, the list says how to bring
/// them back. Tapping a person selects them (one at a time); the search field shows the people
/// whose name or city holds its text, and an edit made while it filters keeps the others.
@available(iOS 16.0, macOS 13.0, *)
struct PeopleView: View {
  @State private var people = Person.all
  @State private var selection: Person.ID?
  @State private var query = ""
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    NavigationStack {
      TabulaList($people, selection: $selection) { person in
        VStack(alignment: .leading) {
          Text(person.name)
          Text(person.city).font(.subheadline).foregroundStyle(.secondary)
        }
      }
      .searchable(text: $query, prompt: Text("Name or city")) { person, text in
        person.name.localizedStandardContains(text) || person.city.localizedStandardContains(text)
      }
      .emptyStateText("Nobody left: tap Undo to bring them back")
      .navigationTitle("People")
      .toolbar { toolbar }
    }
  }

  /// Undo and Redo, and on iOS the Edit button; on the Mac, Delete deletes the selected row.
  @ToolbarContentBuilder private var toolbar: some ToolbarContent {
    #if os(macOS)
    ToolbarItemGroup {
      Button("Undo") { undoManager?.undo() }
      Button("Redo") { undoManager?.redo() }
    }
    #else
    ToolbarItemGroup(placement: .navigationBarLeading) {
      Button("Undo") { undoManager?.undo() }
      Button("Redo") { undoManager?.redo() }
    }
    ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
    #endif
  }
}
#endif
