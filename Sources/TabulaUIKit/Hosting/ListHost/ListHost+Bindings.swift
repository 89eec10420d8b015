#if canImport(UIKit)
@_spi(Hosting) @_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - ListHost + Bindings

extension ListHost {
  /// Selects the items a changed selection binding names, and counts it
  /// (`ListDataSource.applySelection`).
  func applySelection(_ binding: HostBinding<Set<Item.ID>>?) {
    let isApplied = dataSource.applySelection(
      binding, recordedIn: selection, writingBackThrough: writes, report: { report($0, $1) })
    if isApplied { counts.selectionsApplied += 1 }
  }

  /// Expands the items a changed expansion binding names, and counts it
  /// (`ListDataSource.applyExpansion`).
  func applyExpansion(_ binding: HostBinding<Set<Item.ID>>?) {
    let isApplied = dataSource.applyExpansion(
      binding, recordedIn: expansion, writingBackThrough: writes, report: { report($0, $1) })
    if isApplied { counts.expansionsApplied += 1 }
  }

  /// Turns edit mode on or off when the environment's edit mode changed.
  func applyEditing(_ binding: HostBinding<Bool>?) {
    guard let wanted = editing.receive(binding), wanted != collectionView.isEditing else {
      return
    }
    counts.editingChanges += 1
    setEditing(wanted)
  }

  /// The user started selecting rows with a two-finger pan, which turns edit mode on.
  func userDidBeginMultipleSelection() {
    if !collectionView.isEditing { setEditing(true) }
    editing.send(true, through: writes)
  }

  /// Enters or leaves edit mode, keeping the rows the selection names selected: UIKit clears
  /// the rows a view shows selected when it enters or leaves editing mode, and SwiftUI's
  /// `List` shows what its selection binding holds.
  private func setEditing(_ isEditing: Bool) {
    collectionView.isEditing = isEditing
    dataSource.surfaceDidResetSelection()
  }

}
#endif
