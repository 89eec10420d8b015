@_spi(Hosting) internal import Tabula

// MARK: - DeclarativeListHost + Bindings

extension DeclarativeListHost {
  /// Selects what the binding names, when it names something else than the list knows, and
  /// writes back what the list could select: an item it does not show leaves the selection.
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

  /// Expands what the binding names, when it names something else than the list knows, and
  /// writes back what the list could expand: an item it does not have, or one without
  /// children, leaves the expansion.
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

  static func names(of ids: Set<Item.ID>) -> String {
    ids.map { String(describing: $0) }.sorted().joined(separator: ", ")
  }
}
