#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(AppKitUpdates) internal import Tabula

// MARK: - OutlineViewHost + OutlineViewScrolling

extension OutlineViewHost: OutlineViewScrolling {
  func item(atRow row: Int) -> OutlineItemObject? {
    outlineView?.item(atRow: row) as? OutlineItemObject
  }

  func row(for item: OutlineItemObject) -> Int? {
    guard let row = outlineView?.row(forItem: item), row >= 0 else {
      return nil
    }
    return row
  }
}
#endif
