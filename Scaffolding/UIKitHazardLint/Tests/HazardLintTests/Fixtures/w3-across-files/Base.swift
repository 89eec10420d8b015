// expect: clean
// swift-format-ignore-file
// Alone, this file is clean; together with Subclass.swift (same directory), the lint must see
// that the subclass adds a method this base never implements.
import UIKit

class FeedAdapter: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
}
