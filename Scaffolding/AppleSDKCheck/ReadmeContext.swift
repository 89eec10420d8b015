// Typecheck only: the names the README's iOS code blocks assume, declared as an app would.
import Tabula

struct Book: Identifiable, Equatable {
  let title: String, author: String
  var id: String { title }
}

struct Pokemon: Identifiable, Equatable {
  let name: String, type: String
  var id: String { name }
}

var kanto: Snapshot<ListSection, Pokemon> { fatalError("typecheck only") }

struct Message: Identifiable, Equatable {
  let id: Int
  let text: String
}

@MainActor
enum ChatServer {
  static func page(_ request: PagedProvider<Message, Int>.PageRequest) async throws -> (
    items: [Message], earlierCursor: Int?, laterCursor: Int?
  ) { fatalError("typecheck only") }

  static var onMessage: (Message) -> Void = { _ in }
}

struct Country: Identifiable, Equatable {
  let name: String
  let isFavourite: Bool
  var id: String { name }
}
