@_spi(Hosting) internal import Tabula

// MARK: - DeclarativeListHost + Bindings

extension DeclarativeListHost {
  /// Selects what the binding names, when it names something else than the list knows, and
  /// counts it (`ListDataSource.applySelection`).
  func applySelection(_ binding: HostBinding<Set<Item.ID>>?) {
    let isApplied = dataSource.applySelection(
      binding, recordedIn: selection, writingBackThrough: writes, report: { report($0, $1) })
    if isApplied { counts.selectionsApplied += 1 }
  }

  /// Expands what the binding names, when it names something else than the list knows, and
  /// counts it (`ListDataSource.applyExpansion`).
  func applyExpansion(_ binding: HostBinding<Set<Item.ID>>?) {
    let isApplied = dataSource.applyExpansion(
      binding, recordedIn: expansion, writingBackThrough: writes, report: { report($0, $1) })
    if isApplied { counts.expansionsApplied += 1 }
  }
}
