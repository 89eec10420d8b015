@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// A list data source driving an ``OutlineSurface`` over ``OutlineHostModel``, bound to an
/// editable list, dragged as `NSOutlineView` drives its data source, after Apple's
/// documentation of `NSOutlineViewDataSource`: a pasteboard writer for each item it drags (the
/// selection when the dragged item is selected, else the item; `nil` leaves an item out); a
/// proposal of a parent and a child index to `outlineView(_:validateDrop:proposedItem:
/// proposedChildIndex:)`, which "may 'retarget' a drop if desired by calling
/// `setDropItem(_:dropChildIndex:)`" and answers no operation to refuse; the drop to
/// `outlineView(_:acceptDrop:item:childIndex:)` only after a validated proposal; and the end of
/// the session to `outlineView(_:draggingSession:endedAt:operation:)`.
@MainActor
struct OutlineDragFixture {
  typealias DragOutcome = TabulaAppKitTests.DragOutcome<AnyHashable, OutlineDrop>

  let host = OutlineHostModel()
  let surface = OutlineSurface()
  let dataSource: ListDataSource<Group, Entry>
  let list: EditableList<Group, Entry>
  let token: ObservationToken

  init(_ snapshot: EntrySnapshot, expanded: [Int] = [], behavior: ListBehavior<Entry> = .movable) {
    host.surface = surface
    surface.view = host
    dataSource = ListDataSource(surface: surface, registration: .entries, diagnostics: .ignore)
    dataSource.behavior = behavior
    list = EditableList(snapshot)
    token = dataSource.bind(to: list)
    dataSource.expand(expanded, animated: false)
  }

  /// The object the view holds for the row with an identifier.
  func object(_ id: Int) -> OutlineItemObject? {
    host.rows.first { $0.item.id == AnyHashable(id) }?.item
  }

  /// The user clicks rows: the view and the data source select them.
  func select(_ ids: [Int]) {
    host.userSelects(ids.compactMap(object))
    surface.viewSelectionDidChange()
  }

  /// Lifts a row and asks for the writer of each row AppKit would drag with it.
  func lift(_ id: Int) -> [AnyHashable] {
    let selected = host.selectedItems
    let lifted = object(id).map { item in
      selected.contains { $0 === item } ? selected : [item]
    }
    return (lifted ?? []).filter { surface.dragsItem($0) }.map(\.id)
  }

  /// Drags a row to a proposed place and releases there, as AppKit would: no drop when the
  /// lift carries no row or the proposal is refused; the session ends either way.
  @discardableResult
  func drag(_ id: Int, to proposed: OutlineDrop) -> DragOutcome {
    let dragged = lift(id)
    guard !dragged.isEmpty else { return DragOutcome(dragged: [], shown: nil, accepted: nil) }
    let shown = surface.validateDrop(proposed)
    let accepted = shown.map { surface.acceptDrop($0) }
    surface.dragDidEnd()
    return DragOutcome(dragged: dragged, shown: shown, accepted: accepted)
  }

  /// The parent of a shown row (`nil` at the top level) and its index among the parent's
  /// children, as the view shows them.
  func position(_ id: Int) -> (parent: AnyHashable?, index: Int)? {
    let rows = host.rows
    guard let row = rows.first(where: { $0.item.id == AnyHashable(id) }) else { return nil }
    let siblings = rows.filter { $0.parent === row.parent }
    guard let index = siblings.firstIndex(where: { $0.item === row.item }) else { return nil }
    return (row.parent?.id, index)
  }

  /// The provider's outline, section by section, parents first: each row as its identifier,
  /// and `<` its parent's under a parent.
  var providerOutline: [[String]] {
    let snapshot = list.snapshot
    return snapshot.sections.indices.map { section in
      (snapshot.items(inSectionAt: section) ?? []).map { item in
        snapshot.parent(of: item.id).map { "\(item.id)<\($0)" } ?? "\(item.id)"
      }
    }
  }
}

extension OutlineDrop {
  /// Among the children of a row, or at the top level.
  static func child(_ index: Int, of parent: Int?) -> Self {
    Self(parent: parent.map { AnyHashable($0) }, childIndex: index)
  }

  /// Onto a row.
  static func on(_ id: Int) -> Self { Self(parent: AnyHashable(id), childIndex: onItem) }
}
