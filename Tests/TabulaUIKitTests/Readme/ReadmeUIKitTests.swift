import Tabula
import TabulaExampleModels
import TabulaExamples
import TabulaUIKit
import Testing
import UIKit

/// The README's "Using Tabula in an iOS app", line for line, run against the UIKit stand-in.
@MainActor
struct ReadmeUIKitTests {
  struct Book: Identifiable, Equatable {
    let title: String, author: String
    var id: String { title }
  }

  final class BookCell: UITableViewCell, ConfigurableCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    func configure(with book: Book, at path: ItemPath) {
      textLabel?.text = book.title
      detailTextLabel?.text = "By: " + book.author
    }
  }

  final class BooksViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private let books: EditableList<ListSection, Book>
    private var dataSource: ListDataSource<ListSection, Book>?
    private var token: ObservationToken?

    init(books: EditableList<ListSection, Book>) {
      self.books = books
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(tableView)
      let dataSource = ListDataSource(
        surface: tableView, registration: CellRegistration<BookCell, Book>())
      dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
      token = dataSource.bind(to: books)
      self.dataSource = dataSource
    }
  }

  struct Message: Identifiable, Equatable {
    let id: Int
    let text: String
  }

  /// A chat server of messages 1 to 100, 20 to a page from the newest, that pushes new ones.
  @MainActor
  enum ChatServer {
    static func page(_ request: PagedProvider<Message, Int>.PageRequest) async throws -> (
      items: [Message], earlierCursor: Int?, laterCursor: Int?
    ) {
      let end: Int
      switch request {
      case .first: end = 101
      case .before(let cursor): end = cursor
      case .after: return ([], nil, nil)
      }
      let start = max(1, end - 20)
      return ((start..<end).map { Message(id: $0, text: "message \($0)") }, start, nil)
    }

    static var onMessage: (Message) -> Void = { _ in }
  }

  final class ChatViewController: UITableViewController {
    let messages = PagedProvider<Message, Int>(loadPages: ChatServer.page)  // 1: both ways
    private var dataSource: ListDataSource<ListSection, Message>?
    private var token: ObservationToken?

    override func viewDidLoad() {
      super.viewDidLoad()
      let dataSource = ListDataSource(
        surface: tableView, registration: CellRegistration<MessageCell, Message>())
      dataSource.scrollAnchoring = .stickToBottom  // 2: follow new messages at the bottom
      token = dataSource.bind(to: messages)  // 3: older pages load at the top, nothing jumps
      messages.refresh()  // 4: opens on the newest messages
      ChatServer.onMessage = { [messages] in messages.appendArrivedItems([$0]) }  // 5: arrivals
      self.dataSource = dataSource
    }
  }

  final class MessageCell: UITableViewCell, ConfigurableCell {
    func configure(with message: Message, at path: ItemPath) { textLabel?.text = message.text }
  }

  struct Pokemon: Identifiable, Equatable, Sendable {
    let id: Int, name: String, type: String
  }

  @Test func `the books screen shows, deletes and undoes as the README says`() throws {
    let hobbit = Book(title: "The Hobbit", author: "Tolkien")
    let stone = Book(title: "Harry Potter", author: "Rowling")
    let books = EditableList(
      try Snapshot {
        SnapshotSection(ListSection("Tolkien")) { hobbit }
        SnapshotSection(ListSection("Rowling")) { stone }
      })
    let controller = BooksViewController(books: books)
    let (window, _) = Presentation.present(controller)
    let table = controller.tableView
    #expect(table.shownTexts == ["The Hobbit", "Harry Potter"])
    #expect(
      table.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text
        == "By: Tolkien")
    #expect(table.headerTitle(inSection: 1) == "Rowling")
    #expect(table.simulateDelete(at: IndexPath(row: 0, section: 0)))
    Presentation.settle(window)
    #expect(table.shownTexts == ["Harry Potter"])
    try books.undo()
    Presentation.settle(window)
    #expect(table.shownTexts == ["The Hobbit", "Harry Potter"])
    #expect(table.recordedViolations.isEmpty)
  }

  @Test func `the Pokédex configuration makes an editable grouped screen with its buttons`() throws
  {
    let kanto = try Snapshot {
      SnapshotSection(ListSection("Kanto")) {
        Pokemon(id: 1, name: "Bulbasaur", type: "Grass")
        Pokemon(id: 4, name: "Charmander", type: "Fire")
      }
    }
    let pokedex = ListAppearance<Pokemon>(
      style: .grouped, cellStyle: .subtitle, showsEditButton: true, showsUndoButtons: true
    ) { content, pokemon in
      content.text = pokemon.name
      content.secondaryText = pokemon.type
    }
    let controller = TableViewController(
      provider: EditableList(kanto),
      behavior: ListBehavior(allowsDeleting: true, allowsMoving: true),
      appearance: pokedex)
    let (window, _) = Presentation.present(controller)
    defer { _ = window }
    #expect(controller.tableView.style == .grouped)
    #expect(controller.tableView.shownTexts == ["Bulbasaur", "Charmander"])
    #expect(
      controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel?.text
        == "Fire")
    #expect(controller.navigationItem.rightBarButtonItem?.shownSystemItem == .edit)
    #expect(controller.navigationItem.leftBarButtonItems?.count == 2)
  }

  @Test func `the chat list opens at its newest message and follows new ones`() async throws {
    let controller = ChatViewController()
    // NB: the server's handler outlives the test otherwise, and with it the provider, whose
    // weak-reference table the leak sanitizer cannot see through the object's header.
    defer { ChatServer.onMessage = { _ in } }
    let (window, _) = Presentation.present(controller)
    let table = controller.tableView!
    // NB: UIKit sizes a controller's view to its window; the stand-in leaves that to the app.
    table.frame = window.bounds
    for _ in 0..<1_000 where controller.messages.pagingState.isLoading { await Task.yield() }
    Presentation.settle(window)
    let bottom = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
    #expect(table.numberOfRows(inSection: 0) == 20)
    #expect(table.contentOffset.y == bottom)
    #expect(table.shownTexts.last == "message 100")
    ChatServer.onMessage(Message(id: 101, text: "a reply"))
    Presentation.settle(window)
    #expect(table.shownTexts.last == "a reply")
    #expect(table.recordedViolations.isEmpty)
  }
}
