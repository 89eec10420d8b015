// MARK: - ReloadLandings

/// Where the insert half of each reload lands.
///
/// UIKit splits a reload into a delete at the old index and an insert (Apple Developer Forums
/// thread 751732: "reloads are decomposed into a delete and an insert"). Where the insert goes
/// is not documented; what devices did fits this rule, which the stand-in follows: the old index
/// is shifted down for the deletes below it and up for the inserts at or below where it gets
/// to, ignoring moves; an item reload keeps its old section number, whatever happens to the
/// sections. The evidence:
///
/// - 5 sections; move section 2 to 4, reload 3, delete 4, insert 2: "attempt to perform an
///   insert and a move to the same section (4)" (Instagram/IGListKit#690, a radar with a sample
///   app). Section 3's insert half lands at 4, where section 2 moves to.
/// - [A, B, C, D] to [D, A, C]: delete 1, move 0 to 1, move 3 to 0, reload 2: "attempt to
///   perform an insert and a move to the same index path (… path = 0 - 1)" (Apple Developer
///   Forums, a post by utahwithak, UIKit_Sim 3683.300.2). Item 2's insert half lands at 1.
/// - [3 items] to [2]: reload items 0 and 2, delete 1: legal, and iOS 14 asked the data source
///   for items 0 and 1 (composed-swift/Composed, `testElementReloadsAreHandledBeforeRemoves`).
/// - Sections [1, 1, 1]: delete section 1, reload section 2: legal, and only item (1, 0) was
///   asked for (Composed, `testSectionReloadsAreHandledBeforeRemoves`).
/// - Sections [1, 1, 4]: insert section 2, reload item (2, 1): the insert half stays in
///   section 2, inside the new section, and UIKit raises (the comment in IGListKit's
///   `IGListAdapter.m`, `reloadInSectionController:atIndexes:`).
///
/// A reload whose insert half lands where the data source does not hold the reloaded item
/// shows what UIKit would show: the cell the data source gives for the landing index path.
struct ReloadLandings {
  /// Old reloaded section → the new section its insert half takes.
  let sections: [Int: Int]
  /// Old reloaded index path → where its insert half lands, in the new index space.
  let items: [IndexPath: IndexPath]

  /// - Parameters:
  ///   - batch: The batch; its explicit deletes and inserts shift the reloads.
  ///   - itemReloads: The batch's item reloads, without repeats.
  init(batch: PendingBatch, itemReloads: [IndexPath]) {
    let sectionInserts = Array(batch.sectionInserts)
    var sections: [Int: Int] = [:]
    for section in batch.sectionReloads {
      sections[section] = Self.shift(
        section, deletedBelow: batch.sectionDeletes.count { $0 < section },
        inserts: sectionInserts)
    }
    self.sections = sections
    var items: [IndexPath: IndexPath] = [:]
    for path in itemReloads {
      let section = path[0]
      let deletedBelow = batch.itemDeletes.count { $0[0] == section && $0[1] < path[1] }
      let inserts = batch.itemInserts.filter { $0[0] == section }.map { $0[1] }.sorted()
      let item = Self.shift(path[1], deletedBelow: deletedBelow, inserts: inserts)
      items[path] = IndexPath(row: item, section: section)
    }
    self.items = items
  }

  /// The new sections the reloads' insert halves take.
  var sectionLandings: IndexSet { IndexSet(sections.values) }

  /// How many reloads land in new section `section`.
  func itemLandingCount(inSection section: Int) -> Int {
    items.values.count { $0[0] == section }
  }

  /// `index` less `deletedBelow`, then one further for each insert (ascending, repeats
  /// counted) at or below where it has got to. The result is never one of `inserts`.
  private static func shift(_ index: Int, deletedBelow: Int, inserts: [Int]) -> Int {
    var landing = index - deletedBelow
    for insert in inserts.sorted() {
      if insert <= landing {
        landing += 1
      }
    }
    return landing
  }
}
