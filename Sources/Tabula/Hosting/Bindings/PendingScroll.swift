// MARK: - PendingScroll

/// A scroll to an item that a view asked for (a scroll target, a scroll position) and that
/// waits for the updates under way to show the item: what a host keeps, on either platform,
/// from the update that asks until the rows show the item.
///
/// A newer scroll replaces the one that waits. An item the list neither shows nor is about to
/// show is reported at once; one that the updates removed meanwhile, or that a collapsed parent
/// hides, is reported when they are shown.
@MainActor
package final class PendingScroll<ID: Hashable & Sendable> {
  /// The item the scroll waits for, and how to scroll to it once shown.
  private var waiting: (id: ID, scroll: @MainActor (ItemPath) -> Void)?

  /// Creates a record with no scroll waiting.
  package init() {}

  /// Whether a scroll waits for the updates to show its item.
  package var isWaiting: Bool { waiting != nil }

  /// Forgets the scroll that waits, if any.
  package func cancel() {
    waiting = nil
  }

  /// Scrolls to an item once the updates under way and waiting show it, at once if none is:
  /// unless a newer scroll replaces it first.
  ///
  /// - Parameters:
  ///   - id: The item.
  ///   - dataSource: The list's data source.
  ///   - request: What asked, as the reports name it: "the scroll target".
  ///   - report: Reports an item that cannot be scrolled to, with a message that names it.
  ///   - scroll: Scrolls to the item, at its position among the rows shown.
  /// - Complexity: O(log *n*) to find the item.
  package func scroll<Section, Item>(
    to id: ID, in dataSource: ListDataSource<Section, Item>, request: String,
    report: @escaping @MainActor (String) -> Void,
    scroll: @escaping @MainActor (ItemPath) -> Void
  ) where Item.ID == ID {
    guard dataSource.fullSnapshot.path(of: id) != nil else {
      return report("\(request) names an item the list neither shows nor is about to show: \(id)")
    }
    waiting = (id, scroll)
    dataSource.whenShown { [weak self, weak dataSource] in
      guard let self, let dataSource, let (id, scroll) = waiting else { return }
      waiting = nil
      guard let path = dataSource.snapshot.path(of: id) else {
        return report("\(request) \(id) is not shown: removed, or in a collapsed item")
      }
      scroll(path)
    }
  }
}
