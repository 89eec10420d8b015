import GRDB
import Tabula
import TabulaExampleDatabase
import TabulaExampleModels
import Testing

@testable import TabulaDemo

/// Every count a screen shows stays true after every edit and live change: each section's
/// footer or header that counts equals the rows the section shows, and each title's counts
/// equal what the list shows (or, for the outline, what its table holds). Each screen is
/// walked through its edits: deletions (one row, and several selected), moves (to the top,
/// dragged across sections), undo and redo, and the live changes it has.
@MainActor
struct CountsStayTrueTests {
  /// The screens and the keys that walk their edits.
  nonisolated static let walks: [(screen: ScreenID, keys: String)] = [
    (.menu, "j,/in,/"),
    (.users, "d,d,u,r,u,u,space,j,space,d,u,esc"),
    // The last user, octocat, has sources and forks.
    (
      .users,
      "G,enter,d,u,r,u,G,M,u,r,u,j,m,down,down,enter,u,G,space,k,space,d,u,r,u,esc,G,d,d,u,u"
    ),
    // Rowling's two books go, together: the title counts one author fewer.
    (.books, "d,u,r,u,j,j,j,j,space,j,space,d,u,r,esc,G,M,u,m,up,up,up,enter,u"),
    (.pokedex, "d,u,r,j,M,u,r,pgdn,m,up,up,enter,u,r,space,j,space,d,u,esc"),
    (.customer, "G,d,u,r,u,k,M,u,G,k,m,up,up,enter,u,space,G,space,d,u,esc,j,d"),
    (.countries, "d,u,r,u,i,x,i,j,m,up,up,enter,u,G,M,u,space,j,space,d,u,esc,r"),
    (.inbox, "d,u,r,u,],2,u,c,1,u,r,j,space,j,space,d,u,esc"),
    (.chat, "wait,n,n,s,pgup,n,s,G,n"),
    (.outline, "i,i,x,j,x,j,j,j,j,right,i,left,x"),
  ]

  @Test(arguments: walks.indices)
  func `every count agrees with the rows shown after each step`(walk: Int) async throws {
    let (screen, keys) = Self.walks[walk]
    var checked = 0
    let run = try await DemoRun.run(screen, keys: keys, width: 80, height: 30) { app in
      for screen in app.navigator.stack {
        checked += Self.checkSections(of: screen, after: app)
      }
      if let top = app.screen { Self.checkTitle(of: top) }
    }
    #expect(run.frames.count == keys.split(separator: ",").count + 1)
    #expect(run.violations.isEmpty && run.problems.isEmpty)
    // The repositories, the countries and the customer's orders have footers that count.
    if (screen == .users && keys.contains("enter")) || [.countries, .customer].contains(screen) {
      #expect(checked > 0)
    }
  }

  /// Checks every section title that starts with a number against the section's rows, and
  /// returns how many it checked.
  static func checkSections(of screen: any DemoScreen, after app: DemoApp) -> Int {
    let view = screen.view
    var checked = 0
    for (index, rows) in view.counts.enumerated() {
      let titles = view.titles(index)
      for text in [titles.header, titles.footer].compactMap({ $0 }) {
        guard let count = leadingNumber(of: text) else { continue }
        #expect(
          count == rows, "\(screen.title): “\(text)” over \(rows) rows, after \(app.status ?? "")")
        checked += 1
      }
    }
    return checked
  }

  /// Checks the counts in a screen's title, after its name, against what it shows.
  static func checkTitle(of screen: any DemoScreen) {
    let view = screen.view
    let nonEmptySections = view.counts.count { $0 > 0 }
    let expected: [Int]?
    switch screen {
    case let list as ListScreen<EditableList<ListSection, GitHubUser>>:
      expected = [list.dataSource.snapshot.numberOfItems]
    case let list as ListScreen<EditableList<ListSection, Repository>>:
      expected = [list.dataSource.snapshot.numberOfItems]
    case let list as ListScreen<EditableList<ListSection, Book>>:
      expected = [list.dataSource.snapshot.numberOfItems, nonEmptySections]
    case let list as ListScreen<EditableList<ListSection, Pokemon>>:
      expected = [list.dataSource.snapshot.numberOfItems]
    case let list as ListScreen<LiveCountries>:
      expected = [list.dataSource.snapshot.numberOfItems, nonEmptySections]
    case let list as ListScreen<EditableList<ListSection, TabulaDemo.InboxMessage>>:
      let items = list.dataSource.snapshot.items
      expected = [items.count, items.count { !$0.isRead }]
    case let chat as ChatScreen:
      // While its first page loads, the chat's title says so, with no count.
      let count = chat.dataSource.snapshot.numberOfItems
      expected = count == 0 ? [] : [count]
    case let outline as OutlineScreen:
      expected = try? outline.database.queue.read { db in try levelCounts(db) }
    default:
      expected = nil
    }
    guard let expected else { return }
    #expect(numbers(in: afterName(screen.title)) == expected, "\(screen.title)")
  }

  /// How many continents, countries and cities the `place` table holds.
  static func levelCounts(_ db: Database) throws -> [Int] {
    let places = try PlacesTable.places(db)
    let parents = Dictionary(uniqueKeysWithValues: places.map { ($0.id, $0.parent) })
    var counts = [0, 0, 0]
    for place in places {
      let level = place.parent == nil ? 0 : parents[place.parent ?? 0] == .some(nil) ? 1 : 2
      counts[level] += 1
    }
    return counts
  }

  /// The number a text starts with, if it starts with one.
  static func leadingNumber(of text: String) -> Int? {
    Int(text.prefix { $0.isNumber })
  }

  /// The numbers in a text, in order.
  static func numbers(in text: some StringProtocol) -> [Int] {
    text.split { !$0.isNumber }.compactMap { Int($0) }
  }

  /// What a title says after the screen's name and its seed: `Books (seed 001): 10 by 4
  /// authors` gives `10 by 4 authors`.
  static func afterName(_ title: String) -> Substring {
    title.firstRange(of: ": ").map { title[$0.upperBound...] } ?? Substring(title)
  }
}
