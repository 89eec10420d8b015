// MARK: - BatchValidator.Validation + Reload placement

extension BatchValidator.Validation {
  /// Reports reloads whose new cell would land elsewhere than where the section or item goes,
  /// under either reading of how UIKit places a reload.
  ///
  /// Apple documents a reload as a delete and an insert at the *same* index: a reloaded
  /// section or item whose index changes lands at its old one. On devices, UIKit placed the
  /// insert half by shifting it for the deletes and inserts before it, ignoring moves, and for
  /// an item keeping its section index (``BatchUpdate/_ShiftedReloads``): there, a reload
  /// shifted only by deletes and inserts lands right (a shape the documented reading refuses,
  /// which is stricter than UIKit), and one shifted by a move lands wrong. Sections that are
  /// deleted or moved, and items of sections that are deleted, reloaded or moved, are reported
  /// by the other checks instead.
  ///
  /// - Complexity: O(*n* log *n*) for *n* operations, when the batch reloads; O(1) otherwise.
  mutating func checkReloadPlacement(_ map: BatchValidator.SectionMap) {
    guard !reloadedSections.positions.isEmpty || !reloadedItems.positions.isEmpty else { return }
    let shifted = BatchUpdate._ShiftedReloads(batch)
    for section in reloadedSections.positions
    where before.indices.contains(section) && !deletedSections.contains(section)
      && sectionMoves.move(from: section) == nil
    {
      guard let belongs = map.newIndex[section] else { continue }
      checkPlacement(ofSection: section, belongs: belongs, placed: shifted.section(section))
    }
    let flow = BatchValidator.ItemFlow(batch: batch, moves: itemMoves.moves)
    for path in reloadedItems.positions
    where Self.exists(path, in: before) && !deletedSections.contains(path.section)
      && !reloadedSections.contains(path.section) && sectionMoves.move(from: path.section) == nil
    {
      guard let section = map.newIndex[path.section] else { continue }
      let belongs = ItemPath(section: section, item: flow.newIndex(of: path, inSection: section))
      checkPlacement(ofItem: path, belongs: belongs, placed: shifted.item(path))
    }
  }

  /// Reports a reloaded section that lands elsewhere under either reading.
  private mutating func checkPlacement(ofSection section: Int, belongs: Int, placed: Int) {
    if belongs != section {
      report(
        .reloadedSectionShiftedStricterThanUIKit(BatchUpdate.Move(from: section, to: belongs)),
        "attempt to reload section \(section), which becomes section \(belongs) after the "
          + "update; read as Apple documents a reload, it would be inserted again as section "
          + "\(section)", verbatim: false)
    }
    guard placed != belongs else { return }
    let (message, verbatim) =
      if sectionMoves.move(to: placed) != nil {
        ("attempt to perform an insert and a move to the same section (\(placed))", true)
      } else if !after.indices.contains(placed) {
        (
          "attempt to insert section \(placed) but there are only \(after.count) sections "
            + "after the update", true
        )
      } else if insertedSections.contains(placed) {
        (
          "attempt to reload section \(section), which UIKit inserts again as section "
            + "\(placed), where a section is inserted", false
        )
      } else {
        (
          "attempt to reload section \(section), which becomes section \(belongs): UIKit "
            + "inserts it again as section \(placed), so sections would show out of order",
          false
        )
      }
    report(
      .reloadedSectionPlacedElsewhere(section, placed: placed, belongs: belongs), message,
      verbatim: verbatim)
  }

  /// Reports a reloaded item that lands elsewhere under either reading.
  private mutating func checkPlacement(ofItem path: ItemPath, belongs: ItemPath, placed: ItemPath) {
    let row = surface.row
    if belongs.section != path.section {
      report(
        .reloadedItemInShiftedSection(
          path, section: BatchUpdate.Move(from: path.section, to: belongs.section)),
        "attempt to reload \(row) \(path.item) in section \(path.section), which becomes "
          + "section \(belongs.section) after the update; the reload would insert it again "
          + "in section \(path.section)", verbatim: false)
    } else if belongs != path {
      report(
        .reloadedItemShiftedStricterThanUIKit(path, belongs: belongs),
        "attempt to reload \(row) \(path.item) in section \(path.section), which becomes "
          + "\(row) \(belongs.item) after the update; read as Apple documents a reload, it "
          + "would be inserted again as \(row) \(path.item)", verbatim: false)
    }
    guard placed != belongs else { return }
    report(
      .reloadedItemPlacedElsewhere(path, placed: placed, belongs: belongs),
      misplacedItemMessage(path, belongs: belongs, placed: placed), verbatim: false)
  }

  /// What UIKit does with an item reload whose new cell lands at `placed` instead of
  /// `belongs`: the text of the exception it raises, or what the user would see.
  private func misplacedItemMessage(
    _ path: ItemPath, belongs: ItemPath, placed: ItemPath
  ) -> String {
    let (row, rows) = (surface.row, surface.rows)
    if itemMoves.move(to: placed) != nil {
      return "attempt to perform an insert and a move to the same index path (\(placed))"
    }
    if insertedSections.contains(placed.section) {
      return
        "attempt to reload \(row) \(path.item) in section \(path.section), which UIKit "
        + "inserts again in section \(placed.section), a section inserted in the same update"
    }
    if !Self.exists(placed, in: after) {
      let shortfall =
        after.indices.contains(placed.section)
        ? "\(after[placed.section]) \(rows) in section \(placed.section)"
        : "\(after.count) sections"
      return
        "attempt to insert \(row) \(placed.item) into section \(placed.section), but there "
        + "are only \(shortfall) after the update"
    }
    if insertedItems.contains(placed) {
      return
        "attempt to reload \(row) \(path.item) in section \(path.section), which UIKit "
        + "inserts again at \(placed), where another \(row) is inserted"
    }
    return
      "attempt to reload \(row) \(path.item) in section \(path.section), which goes to "
      + "\(belongs): UIKit inserts it again at \(placed), so the \(rows) between would show "
      + "the wrong cells"
  }
}

// MARK: - BatchValidator + ItemFlow

extension BatchValidator {
  /// Where the items that no operation names go: in their section's place after the update,
  /// in their order, into the positions that no insert or move destination takes.
  struct ItemFlow {
    /// The positions that leave their section's flow: deletes and move sources, increasing.
    let leaving: [ItemPath]

    /// The positions taken after the update: inserts and move destinations, increasing.
    let taken: [ItemPath]

    /// Reads the item operations of a batch.
    ///
    /// - Complexity: O(*n* log *n*) for *n* item operations.
    init(batch: BatchUpdate, moves: [BatchUpdate.Move<ItemPath>]) {
      leaving = (batch.deletedItems + moves.map(\.from)).sorted()
      taken = (batch.insertedItems + moves.map(\.to)).sorted()
    }

    /// The index after the update of an item that stays in its section's flow, in the
    /// section with the given index after the update.
    ///
    /// - Complexity: O(log² *n*) for *n* item operations.
    func newIndex(of path: ItemPath, inSection section: Int) -> Int {
      typealias Counting = BatchUpdate._ShiftedReloads
      let leavingBefore = Counting._countNotAbove(
        path.item - 1, in: Counting._items(inSection: path.section, of: leaving))
      return Counting._slot(
        of: path.item - leavingBefore, among: Counting._items(inSection: section, of: taken))
    }
  }
}
