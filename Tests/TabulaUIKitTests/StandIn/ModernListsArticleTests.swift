// Linux only: this file needs the UIKit stand-in (simulated swipes and long presses, and the
// menus and swipe buttons they open, which real UIKit does not let a test read). See README,
// "How the UIKit layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// The examples of the article "Modern lists", line for line, so that they stay true; run
/// against the UIKit stand-in in strict mode.
@MainActor
struct ModernListsArticleTests {
  struct Message: Identifiable, Equatable {
    let id: Int
    var sender: String
    var isRead = false
  }

  struct Day: SectionModel {
    let id: String
    var title: String { id }
  }

  final class MessageCell: UICollectionViewCell, ConfigurableCell {
    func configure(with message: Message, at path: ItemPath) {}
  }

  final class DayHeaderView: UICollectionReusableView {
    var title: String?
  }

  /// The app's model behind the examples.
  @MainActor final class InboxModel {
    var read: [Int] = []
    var flagged: [Int] = []
    func toggleRead(_ id: Int) { read.append(id) }
    func flag(_ id: Int) { flagged.append(id) }
  }

  @MainActor final class Avatars {
    var wanted: Set<String> = []
    func preload(_ senders: [String]) { wanted.formUnion(senders) }
    func cancel(_ senders: [String]) { wanted.subtract(senders) }
  }

  @MainActor final class Router {
    var opened: [Int] = []
    func open(_ id: Int) { opened.append(id) }
  }

  @Test func `the article's list layout shows headers, swipes, menus and prefetching`() throws {
    let inbox = InboxModel()
    let avatars = Avatars()
    let router = Router()
    let messages = EditableList(
      try Snapshot {
        SnapshotSection(Day(id: "Today")) { (1...30).map { Message(id: $0, sender: "s\($0)") } }
      })

    let dayHeaders = SupplementaryRegistration<DayHeaderView, Day>(kind: .header) {
      view, _, day in
      view.title = day.title
    }

    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = ListDataSource<Day, Message>(
      surface: collectionView, registration: CellRegistration<MessageCell, Message>())
    dataSource.register(dayHeaders)
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped, showing: dataSource))

    var configuration = dataSource.behavior
    configuration.allowsDeleting = true
    configuration.leadingSwipeActions = { message, _ in
      [
        ItemAction(title: message.isRead ? "Unread" : "Read") { message, _ in
          inbox.toggleRead(message.id)
        }
      ]
    }
    configuration.trailingSwipeActions = { _, _ in [.delete()] }
    configuration.contextMenuActions = { message, _ in
      [
        ItemAction(title: "Flag", imageName: "flag") { message, _ in inbox.flag(message.id) },
        .delete(),
      ]
    }
    configuration.prefetchItems = { messages in avatars.preload(messages.map(\.sender)) }
    configuration.cancelPrefetchingItems = { messages in avatars.cancel(messages.map(\.sender)) }
    configuration.didSelect = { message, _ in router.open(message.id) }
    configuration.deselectsOnSelection = true
    dataSource.behavior = configuration

    let token = dataSource.bind(to: messages)
    collectionView.standInVisibleItemLimit = 10
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let violations = UIKitStandIn.violations {
      window.addSubview(collectionView)
      collectionView.layoutIfNeeded()
      let first = IndexPath(item: 0, section: 0)
      let header = collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: first)
      #expect((header as? DayHeaderView)?.title == "Today")
      _ = collectionView.standInSimulateSwipe(.leading, at: first)?.actions.first?
        .standInPerform(in: collectionView)
      let menu = collectionView.standInSimulateContextMenu(at: first)?.standInMenu()
      (menu?.children.first as? UIAction)?.standInPerform()
      collectionView.standInSimulateTap(at: first)
      #expect(avatars.wanted.contains("s11"))
      _ = collectionView.standInSimulateSwipe(.trailing, at: first)?.actions.first?
        .standInPerform(in: collectionView)
      UIKitStandIn.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    #expect(inbox.read == [1])
    #expect(inbox.flagged == [1])
    #expect(router.opened == [1])
    #expect(messages.snapshot.numberOfItems == 29)
    #expect(try messages.undo() == "Delete")
    token.cancel()
    withExtendedLifetime((dataSource, window)) {}
  }
}
#endif
