// expect: W2
// swift-format-ignore-file
// UIKit methods implemented in an extension of the project's own protocol: on Linux the
// conforming class picks them up as witnesses; on iOS they are not @objc and UIKit never
// sees them.
import UIKit

protocol SectionTitled: AnyObject {
  var titles: [String] { get }
}

extension SectionTitled {
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {  // <- W2
    titles[section]
  }

  func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }  // <- W2

  // Not a UIKit method: a protocol extension is fine for it.
  func title(at section: Int) -> String { titles[section] }
}

protocol RowCounting {
  var count: Int { get }
}

extension RowCounting where Self: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }  // <- W2
}

protocol Refined: UITableViewDelegate {}

extension Refined {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}  // <- W2
}
