// expect: W1
// swift-format-ignore-file
// A UIKit optional method in an extension of a generic class: on iOS it is not @objc, so it is
// not a witness and UIKit never calls it. On Linux it compiles and works.
// Lines the lint must report end with a `<-` marker comment naming the rule.
#if canImport(UIKit)
import UIKit

final class SectionedDataSource<Item: Hashable>: NSObject, UITableViewDataSource {
  var sections: [[Item]] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}

extension SectionedDataSource {
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {  // <- W1
    "Section \(section)"
  }

  // Not a UIKit method: fine anywhere.
  func item(at indexPath: IndexPath) -> Item { sections[indexPath.section][indexPath.row] }
}

extension SectionedDataSource where Item: Comparable {
  func numberOfSections(in tableView: UITableView) -> Int { sections.count }  // <- W1
}

// A class nested in a generic class is generic too.
final class Outer<Model> {
  final class Delegate: NSObject, UITableViewDelegate {}
}

extension Outer.Delegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}  // <- W1
}

// A class that inherits from a generic class counts as well.
class BaseSource<Item>: NSObject {}

final class StringSource: BaseSource<String> {}

extension StringSource: UITableViewDelegate {  // <- W1
  func tableView(  // <- W1
    _ tableView: UITableView,
    heightForRowAt indexPath: IndexPath
  ) -> CGFloat {
    44
  }
}
#endif
