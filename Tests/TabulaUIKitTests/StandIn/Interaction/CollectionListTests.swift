import TabulaExampleModels

// Linux only: this file needs the UIKit stand-in (simulated swipes and long presses, and the
// menus and swipe buttons they open, which real UIKit does not let a test read). See README,
// "How the UIKit layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaExamples
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// A collection view in list layout: headers and footers made by typed registrations from the
/// section models, swipe actions through the layout's providers, context menus and
/// prefetching, all through Tabula's public API (`InboxViewController`); tested against the
/// UIKit stand-in in strict mode.
@MainActor
struct CollectionListTests {
  @Test func `headers and footers show each day's name and note from its model`() throws {
    let harness = InboxScreenHarness()
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    let days = harness.inbox.snapshot.numberOfSections
    #expect(
      harness.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header).count == days
    )
    #expect(
      harness.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footer).count == days
    )
    #expect(harness.problems().isEmpty, "\(harness.problems())")
    let first = harness.collectionView.supplementaryView(
      forElementKind: header, at: IndexPath(item: 0, section: 0))
    #expect((first as? InboxDayTitleView)?.titleLabel.text == "Today")
    #expect(harness.diagnostics.kinds.isEmpty)
  }

  @Test func `headers follow the sections when a day is deleted and restored`() throws {
    let harness = InboxScreenHarness()
    let violations = UIKitStandIn.violations {
      try? harness.inbox.perform(.deleteSections(["Today"]), named: "Delete day")
      harness.settle()
      #expect(harness.problems().isEmpty, "\(harness.problems())")
      _ = try? harness.inbox.undo()
      harness.settle()
    }
    #expect(violations.isEmpty)
    #expect(harness.problems().isEmpty, "\(harness.problems())")
  }

  @Test func `a trailing swipe in list layout deletes undoably, a leading one marks read`()
    throws
  {
    let harness = InboxScreenHarness()
    let row = IndexPath(item: 1, section: 0)
    let message = try #require(harness.inbox.snapshot.item(at: ItemPath(row)))
    let violations = UIKitStandIn.violations {
      let leading = harness.collectionView.standInSimulateSwipe(.leading, at: row)
      #expect(leading?.actions.map(\.title) == [message.isRead ? "Unread" : "Read"])
      #expect(leading?.actions.first?.standInPerform(in: harness.collectionView) == true)
      harness.settle()
      let trailing = harness.collectionView.standInSimulateSwipe(.trailing, at: row)
      #expect(trailing?.actions.map(\.title) == ["Delete"])
      #expect(trailing?.actions.first?.standInPerform(in: harness.collectionView) == true)
      harness.settle()
    }
    #expect(violations.isEmpty)
    #expect(harness.inbox.snapshot.path(of: message.id) == nil)
    #expect(try harness.inbox.undo() == "Delete")
    harness.settle()
    #expect(harness.inbox.snapshot.item(at: ItemPath(row))?.isRead == !message.isRead)
    #expect(harness.problems().isEmpty, "\(harness.problems())")
  }

  @Test func `a long press opens the menu of the item, whose commands act on it`() throws {
    let harness = InboxScreenHarness()
    let row = IndexPath(item: 0, section: 1)
    let violations = UIKitStandIn.violations {
      let menu = harness.collectionView.standInSimulateContextMenu(at: row)?.standInMenu()
      let commands = (menu?.children ?? []).compactMap { $0 as? UIAction }
      #expect(commands.map(\.title) == ["Flag", "Delete"])
      #expect(commands.first?.standInPerform() == true)
      harness.settle()
    }
    #expect(violations.isEmpty)
    #expect(harness.inbox.snapshot.item(at: ItemPath(row))?.isFlagged == true)
    let cell = harness.collectionView.cellForItem(at: row) as? InboxMessageCell
    #expect(cell?.senderLabel.text?.contains("⚑") == true)
  }

  @Test func `the items about to show are prefetched, and dropped when scrolled away`() throws {
    let harness = InboxScreenHarness(count: 60, visibleItems: 5)
    #expect(!harness.controller.prefetchedMessages.isEmpty)
    let visible = Set(
      harness.collectionView.indexPathsForVisibleItems.compactMap {
        harness.inbox.snapshot.item(at: ItemPath($0))?.id
      })
    #expect(harness.controller.prefetchedMessages.isDisjoint(with: visible))
    let before = harness.controller.prefetchedMessages
    harness.collectionView.scrollToItem(
      at: IndexPath(item: 10, section: 2), at: .top, animated: false)
    #expect(harness.controller.prefetchedMessages != before)
    #expect(harness.diagnostics.kinds.isEmpty)
  }

  @Test func `a layout that asks for a kind never registered gets an empty view and a diagnostic`()
    throws
  {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    layout.headerReferenceSize = CGSize(width: 320, height: 30)
    let diagnostics = Seed003.DiagnosticRecorder()
    let dataSource = ListDataSource<InboxDay, InboxMessage>(
      surface: collectionView, registration: CellRegistration<InboxMessageCell, InboxMessage>(),
      diagnostics: diagnostics.handler)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(collectionView)
    let violations = UIKitStandIn.violations {
      dataSource.apply(Inbox.snapshot(count: 4), animated: false)
      collectionView.layoutIfNeeded()
    }
    #expect(violations.isEmpty)
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header != nil)
    #expect(diagnostics.kinds.first == .unregisteredSupplementaryKind)
    #expect(diagnostics.diagnostics.first?.message.contains("header") == true)
    withExtendedLifetime((dataSource, window)) {}
  }
}
#endif
