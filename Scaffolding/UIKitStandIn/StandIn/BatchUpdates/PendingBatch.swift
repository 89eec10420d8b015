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
  /// One entry per `performBatchUpdates` (or `beginUpdates`) call, in the order the calls
  /// began: the outer batch's completion runs before those of the batches nested in it, as on
  /// a device (TextureGroup/Texture, `ASUICollectionViewTests.mm`,
  /// `testThatNestedBatchCompletionsAreCalledInOrder`: outer, inner 0, inner 1).
  var completions: [((Bool) -> Void)?] = []
  /// The entries in `completions` of the batches still open, innermost last.
  var openCompletionSlots: [Int] = []
}
