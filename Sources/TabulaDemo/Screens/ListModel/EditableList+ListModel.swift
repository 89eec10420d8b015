import Tabula

// MARK: - EditableList + ListModel

extension EditableList: ListModel where Section == ListSection {
  /// Always `true`: an editable list publishes each change before the change returns.
  var isUpToDate: Bool { true }
}
