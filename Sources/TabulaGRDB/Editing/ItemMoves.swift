import Tabula

/// How an edit moved the items it kept: which ones it put in another section, and which
/// sections it left in an order the ordering column must be written for.
struct ItemMoves<Section: Identifiable & Equatable & Sendable, Record>
where Record: Identifiable & Equatable & Sendable, Section.ID: Sendable, Record.ID: Sendable {
  /// An edited section whose order is not the one its rows had: the items the edit moved into
  /// it, or whose order it changed.
  struct Reordered {
    /// The section's identifier.
    let section: Section.ID
    /// The section's items in the edited order, each with its index in the section before
    /// the edit, or `nil` if it was in another section.
    let items: [(id: Record.ID, formerIndex: Int?)]
    /// Whether the edit inserted items into the section.
    let hasInsertions: Bool
  }

  /// The items the edit put in another section, each with the section it is in after the
  /// edit.
  private(set) var relocated: [(id: Record.ID, section: Section.ID)] = []

  /// The sections whose order must be written, in the edited order.
  private(set) var reordered: [Reordered] = []

  // MARK: Lifecycle

  /// Compares an edited list with the list before the edit.
  ///
  /// - Complexity: O(*n*) on average, where *n* is the number of items after the edit.
  init(from before: Snapshot<Section, Record>, to after: Snapshot<Section, Record>) {
    for section in after.sectionIdentifiers {
      var items: [(id: Record.ID, formerIndex: Int?)] = []
      var lastIndex = -1
      var isReordered = false
      var hasInsertions = false
      for id in after.itemIdentifiers(inSection: section) ?? [] {
        guard let path = before.path(of: id) else {
          hasInsertions = true
          items.append((id, nil))
          continue
        }
        if before.sectionIdentifier(containingItem: id) == section {
          isReordered = isReordered || path.item < lastIndex
          lastIndex = path.item
          items.append((id, path.item))
        } else {
          relocated.append((id, section))
          isReordered = true
          items.append((id, nil))
        }
      }
      if isReordered {
        reordered.append(Reordered(section: section, items: items, hasInsertions: hasInsertions))
      }
    }
  }

  // MARK: Internal

  /// Whether the edit moved an item to another section or another place among the items of
  /// its section.
  var movesItems: Bool { !reordered.isEmpty }
}
