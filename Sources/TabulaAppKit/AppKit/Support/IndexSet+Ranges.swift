#if canImport(AppKit) && os(macOS)
internal import Foundation

// MARK: - IndexSet + Ranges

extension IndexSet {
  /// The indexes of ranges.
  init(ranges: [Range<Int>]) {
    self.init()
    for range in ranges { insert(integersIn: range) }
  }
}
#endif
