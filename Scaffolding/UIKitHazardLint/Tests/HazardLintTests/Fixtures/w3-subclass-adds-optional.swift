// expect: W3
// swift-format-ignore-file
// A subclass adds UIKit optional methods that its conforming base class does not implement.
// On Linux the conformance's witnesses were fixed at the base class (the stand-in's defaults),
// so these methods are never called; on iOS UIKit calls them.
import UIKit

class TableAdapter: NSObject, UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

final class EditableAdapter: TableAdapter {
  // Fine: the base implements it, this overrides it.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }  // <- W3

  func tableView(  // <- W3
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  // UITableViewDelegate refines UIScrollViewDelegate.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {}  // <- W3
}

// Through two levels, and in an extension of the subclass.
class MiddleAdapter: TableAdapter {}

final class LeafAdapter: MiddleAdapter {}

extension LeafAdapter {
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {  // <- W3
    nil
  }
}
