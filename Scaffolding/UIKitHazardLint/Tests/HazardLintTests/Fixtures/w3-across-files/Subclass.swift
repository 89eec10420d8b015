// expect: W3
// swift-format-ignore-file
// The base class is in Base.swift: declarations are gathered across files before checking.
import UIKit

final class ReorderableFeedAdapter: FeedAdapter {
  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }  // <- W3
}
