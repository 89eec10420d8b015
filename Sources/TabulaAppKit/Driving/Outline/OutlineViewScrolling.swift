/// What an ``OutlineSurface`` asks of its scrolled outline view to keep the user's place:
/// ``ListViewScrolling``, and which item each row shows, since an outline's rows follow its
/// expanded items.
@_spi(AppKitUpdates)
@MainActor
public protocol OutlineViewScrolling: ListViewScrolling {
  /// The item of a row (`item(atRow:)`); `nil` for none.
  func item(atRow row: Int) -> OutlineItemObject?
  /// The row of an item (`row(forItem:)`); `nil` if it does not show.
  func row(for item: OutlineItemObject) -> Int?
}
