@_spi(Surfaces) import Tabula

/// Rows the user drags in ``TerminalListView`` with the keyboard: what was lifted, and where
/// the drop marker stands between the other rows.
struct TerminalDrag {
  /// The identities of the lifted items, in list order; the list finds their rows by them,
  /// wherever updates move them during the drag.
  var identities: [AnyHashable]

  /// Where the rows would be dropped, counted once they are taken out of the list.
  var destination: ItemPath

  /// Where the first row would land, as the data source proposes it for ``destination``;
  /// `nil` when it refuses the place.
  var landing: ItemPath?
}
