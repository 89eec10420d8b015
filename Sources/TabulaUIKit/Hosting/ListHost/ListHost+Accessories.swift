#if canImport(UIKit)
@_spi(Hosting) @_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - ListHost + Accessories

extension ListHost {
  /// The controls a row shows in edit mode: a delete control where the behaviour lets the
  /// user delete it, a reorder control where it lets the user move it.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - path: Where it is.
  /// - Returns: The accessories.
  func editingAccessories(for item: Item, at path: ItemPath) -> [UICellAccessory] {
    var accessories = navigationAccessories(for: item)
    if dataSource.canDeleteItem(at: path) {
      let id = item.id
      accessories.append(
        .delete(displayed: .whenEditing) { [weak self] in self?.userDidTapDelete(of: id) })
    }
    if dataSource.canMoveItem(at: path) {
      accessories.append(.reorder(displayed: .whenEditing))
    }
    return accessories
  }

  /// The user tapped a row's delete control: the row goes, as one undoable step, wherever
  /// updates have moved it since its cell was configured.
  private func userDidTapDelete(of id: Item.ID) {
    guard let path = dataSource.snapshot.path(of: id) else {
      return report(.itemVanished, "the user deleted \(id), which an update had removed")
    }
    dataSource.userDidDeleteItem(at: path)
  }
}
#endif
