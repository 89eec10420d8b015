// MARK: - PendingBatch

/// The changes recorded inside one (outermost) batch update, in UIKit's terms.
struct PendingBatch {
  struct Move<Index: Hashable>: Hashable {
    let from: Index
    let to: Index
  }

  var sectionDeletes = IndexSet()
  var sectionInserts = IndexSet()
  var sectionReloads = IndexSet()
  var sectionMoves: [Move<Int>] = []
  var itemDeletes: [IndexPath] = []
  var itemInserts: [IndexPath] = []
  var itemReloads: [IndexPath] = []
  var itemReconfigures: [IndexPath] = []
  var itemMoves: [Move<IndexPath>] = []
  var reloadDataRequested = false
  var completions: [(Bool) -> Void] = []
}
