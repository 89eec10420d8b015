@_spi(Surfaces) import Tabula

// MARK: - TerminalAppearance + Rows

extension TerminalAppearance {
  /// How the terminal list shows an item under this appearance: a ``ContentCell`` filled in
  /// by ``configureCell``, laid out in ``cellStyle``.
  var terminalRegistration: CellRegistration<ContentCell, Item> {
    let appearance = self
    return CellRegistration(reuseIdentifier: "content") { cell, _, item in
      cell.show(appearance.content(for: item), style: appearance.cellStyle)
    }
  }

  /// How many terminal lines a row takes under this appearance: two for subtitle cells,
  /// one otherwise.
  var terminalRowHeight: Int { cellStyle == .subtitle ? 2 : 1 }
}
