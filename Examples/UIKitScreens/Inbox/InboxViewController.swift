#if canImport(UIKit)
package import Tabula
import TabulaUIKit
package import UIKit
package import TabulaExampleModels

/// The "modern list": an inbox in a collection view with list layout, written with Tabula's
/// public API only.
///
/// Days are sections with a header and a footer view; a leading swipe marks a message read or
/// unread, a trailing swipe deletes it (undoably), a long press opens a menu to flag or
/// delete it, and the cells about to show are prefetched.
///
/// ```swift
/// let inbox = EditableList(Inbox.snapshot(count: 40))
/// let controller = InboxViewController(inbox: inbox)
/// ```
package final class InboxViewController: UIViewController {
  // MARK: Lifecycle

  /// Shows an editable inbox.
  ///
  /// - Parameters:
  ///   - inbox: The messages, a section per day.
  ///   - diagnostics: Where the data source reports what it recovered from.
  package init(
    inbox: EditableList<InboxDay, InboxMessage>, diagnostics: ListDiagnostic.Handler = .print
  ) {
    self.inbox = inbox
    self.diagnostics = diagnostics
    super.init(nibName: nil, bundle: nil)
  }

  /// Not available: the controller is made in code, with its inbox.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Internal

  /// The data source of the list.
  package typealias InboxDataSource = ListDataSource<InboxDay, InboxMessage>

  /// The list.
  package let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  /// The messages.
  package let inbox: EditableList<InboxDay, InboxMessage>

  /// The list's data source, once the view is loaded.
  package private(set) var dataSource: InboxDataSource?

  /// The messages whose avatars were prefetched and are still wanted, as an image cache would
  /// keep them.
  package private(set) var prefetchedMessages: Set<InboxMessage.ID> = []

  /// Puts the list on screen, bound to the inbox, in list layout.
  package override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    let dataSource = InboxDataSource(
      surface: collectionView, registration: CellRegistration<InboxMessageCell, InboxMessage>(),
      diagnostics: diagnostics)
    dataSource.register(Self.dayHeader)
    dataSource.register(Self.dayFooter)
    dataSource.behavior = behavior
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain, showing: dataSource))
    token = dataSource.bind(to: inbox)
    self.dataSource = dataSource
  }

  // MARK: Private

  /// The day's name above its messages.
  private static let dayHeader = SupplementaryRegistration<InboxDayTitleView, InboxDay>(
    kind: .header
  ) { view, _, day in
    view.titleLabel.text = day.header
  }

  /// The day's note below its messages.
  private static let dayFooter = SupplementaryRegistration<InboxDayTitleView, InboxDay>(
    kind: .footer
  ) { view, _, day in
    view.titleLabel.text = day.footer
  }

  private let diagnostics: ListDiagnostic.Handler
  private var token: ObservationToken?

  /// The inbox's swipes and menu (`Inbox.behavior(editing:)`), and prefetching.
  private var behavior: ListBehavior<InboxMessage> {
    var behavior = Inbox.behavior(editing: inbox)
    behavior.prefetchItems = { [weak self] messages in
      self?.prefetchedMessages.formUnion(messages.map(\.id))
    }
    behavior.cancelPrefetchingItems = { [weak self] messages in
      self?.prefetchedMessages.subtract(messages.map(\.id))
    }
    return behavior
  }
}
#endif
