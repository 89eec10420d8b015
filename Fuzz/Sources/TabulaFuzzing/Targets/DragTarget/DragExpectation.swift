import Tabula

/// The plain model of a drop the drag target checks the data source against.
enum DragExpectation {
  /// An item with an odd identifier may not land in the first section.
  static func rule(_ item: FuzzItem, from: ItemPath, to: ItemPath)
    -> ListBehavior<FuzzItem>.MoveVerdict
  {
    item.id % 2 == 1 && to.section == 0 ? .refused(reason: "odd items stay out") : .allowed
  }

  /// The identifiers of each section once `dragged` are taken out and put, in order, at
  /// `destination`; `nil` if the drop must be refused: a dragged item is gone, the place is
  /// outside the list, or the rule refuses.
  static func layout(dropping dragged: [Int], at destination: ItemPath, in snapshot: FuzzSnapshot)
    -> [[Int]]?
  {
    let layout = snapshot.itemLayout
    let present = Set(layout.joined())
    guard dragged.allSatisfy(present.contains), layout.indices.contains(destination.section)
    else { return nil }
    let lifted = Set(dragged)
    var result = layout.map { $0.filter { !lifted.contains($0) } }
    guard (0...result[destination.section].count).contains(destination.item) else { return nil }
    if destination.section == 0, dragged.contains(where: { $0 % 2 == 1 }) { return nil }
    result[destination.section].insert(contentsOf: dragged, at: destination.item)
    return result
  }
}
