#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import Tabula
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - BooksView

/// Seed 001's books screen as a SwiftUI view: the books of the shelf, a section per author,
/// each book's title above "By: author".
///
/// The sections are the authors themselves (`Author` is the section model): each section's
/// header is a SwiftUI view of the author's name, its footer one of the author's birth date.
@available(iOS 16.0, *)
@MainActor
struct BooksView: View {
  @State private var books = EditableList(
    (try? Snapshot(
      sections: Author.shelf.map { author, titles in
        SnapshotSection(author, items: titles.map { Book(title: $0, author: author.name) })
      })) ?? Snapshot())

  var body: some View {
    NavigationStack {
      TabulaList(books) { book in
        VStack(alignment: .leading) {
          Text(book.title)
          Text("By: \(book.author)").font(.subheadline).foregroundStyle(.secondary)
        }
      }
      .sectionHeaders { author in Text(author.name).font(.headline) }
      .sectionFooters { author in Text("Born on \(author.born)") }
      .navigationTitle("Books")
    }
  }
}
#endif
