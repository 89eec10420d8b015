#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) internal import Tabula

// MARK: - IndexPath + ItemPath

extension IndexPath {
  /// The index path of a collection view's item at a position.
  init(_ path: ItemPath) {
    self.init(item: path.item, section: path.section)
  }
}

extension ItemPath {
  /// The position of a collection view's item at an index path.
  init(_ indexPath: IndexPath) {
    self.init(section: indexPath.section, item: indexPath.item)
  }
}
#endif
