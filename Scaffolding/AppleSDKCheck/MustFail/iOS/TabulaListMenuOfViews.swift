// expect: is deprecated: TabulaList's menu commands are ListMenuItem values
import SwiftUI
import Tabula
import TabulaSwiftUI

// A SwiftUI menu view cannot become the UIMenu of a TabulaList's rows: written as for `List`,
// the menu is flagged with a message, not taken by SwiftUI's `View.contextMenu` and ignored.
struct Book: Identifiable, Equatable {
  let id: Int
}

@available(iOS 16.0, *)
@MainActor
struct BooksMenu: View {
  let books: [Book]

  var body: some View {
    TabulaList(books) { book in Text("\(book.id)") }
      .contextMenu(forSelectionType: Book.ID.self) { ids in
        Button("Star") {}
      }
  }
}
