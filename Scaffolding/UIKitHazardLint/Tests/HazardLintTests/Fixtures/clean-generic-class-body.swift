// expect: clean
// swift-format-ignore-file
// What the rules allow: UIKit methods in the body of a generic class, in extensions of
// non-generic classes, and subclasses that override what their base implements.
#if canImport(UIKit)
import UIKit

final class GenericDataSource<Item: Hashable>: NSObject, UITableViewDataSource, UITableViewDelegate {
  var sections: [[Item]] = []
  var onSelect: (Item) -> Void = { _ in }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    // A local function with a UIKit name is not a member.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      nil
    }
    return tableView(tableView, titleForFooterInSection: section)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect(sections[indexPath.section][indexPath.row])
  }

  class func make() -> GenericDataSource { GenericDataSource() }
  class var name: String { "generic" }
}

// Non-UIKit helpers in an extension of the generic class are fine.
extension GenericDataSource {
  func item(at indexPath: IndexPath) -> Item { sections[indexPath.section][indexPath.row] }
  func tableView(_ tableView: UITableView, reload section: Int) {}
}

// A non-generic class may implement UIKit methods and conformances in extensions.
final class PlainDataSource: NSObject {
  var titles: [String] = []
}

extension PlainDataSource: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }
}

extension PlainDataSource {
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles[section]
  }
}

// The base implements the optional methods (open), subclasses override them.
open class BaseAdapter: NSObject, UITableViewDataSource, UITableViewDelegate {
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell()
  }

  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

extension BaseAdapter {
  @MainActor func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

final class EditingAdapter: BaseAdapter {
  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  public override func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  // Not a UIKit method.
  func tableView(_ tableView: UITableView, didTapAccessory indexPath: IndexPath) {}
}

// A subclass that declares a UIKit conformance itself owns its witnesses.
final class DelegateAdapter: BaseAdapter, UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

// UITableViewController subclasses that write `override`.
final class Controller: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    0
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    nil
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

// Own protocols with extension defaults for non-UIKit methods are the recommended pattern.
protocol CellConfiguring {
  func configure(_ cell: UITableViewCell)
}

extension CellConfiguring {
  func configure(_ cell: UITableViewCell) {}
}
#endif
