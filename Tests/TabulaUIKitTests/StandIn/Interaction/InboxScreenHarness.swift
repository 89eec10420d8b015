import TabulaExampleModels

// Linux only: this file needs the UIKit stand-in (simulated swipes and long presses, and the
// menus and swipe buttons they open, which real UIKit does not let a test read). See README,
// "How the UIKit layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaExamples
import TabulaUIKit
@_spi(StandIn) import UIKit

/// The inbox screen (`InboxViewController`: a collection view in list layout) in a window,
/// with what its tests read: the rows and supplementary views it shows against the model.
@MainActor
final class InboxScreenHarness {
  let controller: InboxViewController
  let diagnostics = Seed003.DiagnosticRecorder()
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  /// Shows `count` messages, `visibleItems` at a time.
  init(count: Int = 12, visibleItems: Int = 1_000) {
    controller = InboxViewController(
      inbox: EditableList(Inbox.snapshot(count: count)), diagnostics: diagnostics.handler)
    controller.collectionView.standInVisibleItemLimit = visibleItems
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.collectionView.layoutIfNeeded()
  }

  var inbox: EditableList<InboxDay, InboxMessage> { controller.inbox }
  var collectionView: UICollectionView { controller.collectionView }

  /// Lets every running animation end, and lays the view out.
  func settle() {
    UIKitStandIn.runPendingAnimations()
    collectionView.layoutIfNeeded()
  }

  /// Every way the screen differs from the model: counts, visible cells, headers and footers.
  func problems() -> [String] {
    var problems: [String] = []
    let snapshot = inbox.snapshot
    let counts = (0..<snapshot.numberOfSections).map {
      snapshot.numberOfItems(inSectionAt: $0) ?? 0
    }
    if collectionView.standInCachedCounts != counts {
      problems.append("counts \(collectionView.standInCachedCounts ?? []) != model \(counts)")
    }
    for indexPath in collectionView.indexPathsForVisibleItems {
      let shown = (collectionView.cellForItem(at: indexPath) as? InboxMessageCell)?.message
      if shown != snapshot.item(at: ItemPath(indexPath)) {
        problems.append("\(indexPath) shows \(String(describing: shown))")
      }
    }
    for (kind, title) in [
      (UICollectionView.elementKindSectionHeader, \InboxDay.header),
      (UICollectionView.elementKindSectionFooter, \InboxDay.footer),
    ] {
      for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
        let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
        let text = (view as? InboxDayTitleView)?.titleLabel.text
        let expected = snapshot.section(at: indexPath.section).flatMap { $0[keyPath: title] }
        if text != expected {
          problems.append("\(kind) \(indexPath.section) shows \(String(describing: text))")
        }
      }
    }
    return problems
  }
}
#endif
