#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import TabulaSwiftUI

// MARK: - LibrarySplitView

/// A master-detail screen: a sidebar of books beside the book the user picked, as
/// `NavigationSplitView { List($books, selection: $selection) { … } } detail: { … }` would.
///
/// The sidebar is a `TabulaList` of a binding to the array, with one selected book: a tap
/// selects it, and the split view shows it as the detail (pushed, where the width is compact).
/// The detail edits the book through its binding, and the sidebar's row follows. The user
/// swipes a book away, or deletes several in edit mode; each deletion is an undo step of the
/// window's undo manager, which the Undo button (and a shake) takes back.
@available(iOS 16.0, *)
@MainActor
struct LibrarySplitView: View {
  @State private var books = LibraryBook.shelf
  @State private var selection: LibraryBook.ID?
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    NavigationSplitView {
      TabulaList($books, selection: $selection) { $book in
        Label(book.title, systemImage: book.isRead ? "book.closed.fill" : "book.closed")
      }
      .listStyle(.sidebar)
      .navigationTitle("Library")
      .toolbar {
        ToolbarItemGroup(placement: .navigationBarTrailing) {
          Button("Undo") { undoManager?.undo() }
          EditButton()
        }
      }
    } detail: {
      if let index = books.firstIndex(where: { $0.id == selection }) {
        LibraryBookDetail(book: $books[index])
      } else {
        Text("Select a book").foregroundStyle(.secondary)
      }
    }
  }
}

// MARK: - LibraryBookDetail

/// The book the sidebar selected, edited in place.
@available(iOS 16.0, *)
struct LibraryBookDetail: View {
  @Binding var book: LibraryBook

  var body: some View {
    Form {
      Text(book.title).font(.title2).accessibilityIdentifier("detail.title")
      LabeledContent("Author", value: book.author)
      Toggle("Read", isOn: $book.isRead)
    }
    .navigationTitle(book.title)
  }
}

// MARK: - LibraryBook

/// A book of the library screen.
struct LibraryBook: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
  var author: String
  var isRead = false

  /// The books the screen opens with.
  static let shelf = [
    LibraryBook(id: 1, title: "Emma", author: "Jane Austen"),
    LibraryBook(id: 2, title: "Persuasion", author: "Jane Austen"),
    LibraryBook(id: 3, title: "Middlemarch", author: "George Eliot"),
    LibraryBook(id: 4, title: "Villette", author: "Charlotte Brontë"),
  ]
}
#endif
