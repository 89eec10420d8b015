// expect: value of type 'NSTableView' has no member 'noteNumberOfRowChanged'
import AppKit

// `noteNumberOfRowsChanged()` misspelled.
@MainActor func rowsChanged(in tableView: NSTableView) {
  tableView.noteNumberOfRowChanged()
}
