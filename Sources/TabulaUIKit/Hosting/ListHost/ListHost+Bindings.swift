#if canImport(UIKit)
@_spi(Hosting) @_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - ListHost + Bindings

extension ListHost {
  /// Selects the items a changed selection binding names, those an update is about to show
  /// included; reports those the list neither shows nor is about to show, and writes back
  /// what it selected.
  func applySelection(_ binding: HostBinding<Set<Item.ID>>?) {
    guard let wanted = selection.receive(binding) else { return }
    counts.selectionsApplied += 1
    dataSource.selection = wanted
    let left = wanted.subtracting(dataSource.selection)
    if !left.isEmpty {
      report(
        .unknownIdentifiers,
        "the selection names items the list neither shows nor is about to show: "
          + Self.names(of: left))
    }
    selection.send(dataSource.selection, through: writes)
  }

  /// Expands the items a changed expansion binding names; reports those the list does not
  /// have and those without children, and writes back what it expanded.
  func applyExpansion(_ binding: HostBinding<Set<Item.ID>>?) {
    guard let wanted = expansion.receive(binding) else { return }
    counts.expansionsApplied += 1
    let outline = dataSource.fullSnapshot
    let absent = wanted.filter { outline.path(of: $0) == nil }
    let leaves = wanted.filter { outline.path(of: $0) != nil && !outline.hasChildren($0) }
    if !absent.isEmpty {
      report(
        .unknownIdentifiers,
        "the expansion names items the list does not have: \(Self.names(of: absent))")
    }
    if !leaves.isEmpty {
      report(
        .unknownIdentifiers,
        "the expansion names items without children: \(Self.names(of: leaves))")
    }
    dataSource.expandedItems = wanted.subtracting(absent).subtracting(leaves)
    expansion.send(dataSource.expandedItems, through: writes)
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

  /// Identifiers as a diagnostic names them, in a stable order.
  static func names(of ids: Set<Item.ID>) -> String {
    ids.map { String(describing: $0) }.sorted().joined(separator: ", ")
  }
}
#endif
