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

/// A table in a window showing an inbox through a `ListDataSource`, for the tests of swipe
/// actions and menus.
@MainActor
final class InboxTableHarness {
  let inbox: EditableList<InboxDay, InboxMessage>
  let tableView = UITableView(frame: .zero, style: .plain)
  let dataSource: ListDataSource<InboxDay, InboxMessage>
  let diagnostics = Seed003.DiagnosticRecorder()
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  private var token: ObservationToken?

  /// Shows `count` messages; `editable: false` binds the table read-only.
  init(
    count: Int = 20, editable: Bool = true,
    configure: (inout ListBehavior<InboxMessage>) -> Void = { _ in }
  ) {
    inbox = EditableList(Inbox.snapshot(count: count))
    dataSource = ListDataSource(
      surface: tableView,
      registration: CellRegistration<UITableViewCell, InboxMessage> { cell, _, message in
        cell.textLabel?.text = message.subject
      },
      diagnostics: diagnostics.handler)
    var behavior = ListBehavior<InboxMessage>(allowsDeleting: true)
    configure(&behavior)
    dataSource.behavior = behavior
    token =
      editable ? dataSource.bind(to: inbox) : dataSource.bind(to: SnapshotProvider(inbox.snapshot))
    window.addSubview(tableView)
    tableView.layoutIfNeeded()
  }

  /// The message shown at a row, read from the model.
  func message(at indexPath: IndexPath) -> InboxMessage? {
    inbox.snapshot.item(at: ItemPath(indexPath))
  }

  /// Lets every running animation end.
  func settle() {
    UIKitStandIn.runPendingAnimations()
  }
}
#endif
