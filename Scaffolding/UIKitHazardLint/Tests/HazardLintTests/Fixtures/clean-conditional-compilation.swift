// expect: clean
// swift-format-ignore-file
// Every `#if` branch is scanned. A class declared once per branch is one class: its members
// and conformances are those of all its declarations.
import UIKit

#if os(iOS)
class Adapter: NSObject, UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
#else
class Adapter: NSObject, UITableViewDataSource, UITableViewDelegate, Sendable {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    #if DEBUG
    let cell = UITableViewCell()
    #else
    let cell = UITableViewCell()
    #endif
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
#endif

// The base implements didSelectRowAt (in both branches), so this override is fine.
final class SubAdapter: Adapter {
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

// Back at file scope: this generic class is not nested in Adapter, and its UIKit method is in
// its body.
final class Box<Value>: NSObject, UITableViewDelegate {
  #if os(iOS)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
  #endif
}
