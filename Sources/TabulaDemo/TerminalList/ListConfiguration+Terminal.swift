@_spi(Surfaces) import Tabula

// MARK: - ListConfiguration + Terminal

extension ListConfiguration {
  /// How the terminal list shows an item under this configuration: a ``ContentCell`` filled
  /// in by ``ListConfiguration/configureCell``, laid out in ``ListConfiguration/cellStyle``.
  var terminalRegistration: CellRegistration<ContentCell, Item> {
    let configuration = self
    return CellRegistration(reuseIdentifier: "content") { cell, _, item in
      cell.show(configuration.content(for: item), style: configuration.cellStyle)
    }
  }

  /// How many terminal lines a row takes under this configuration: two for subtitle cells,
  /// one otherwise.
  var terminalRowHeight: Int { cellStyle == .subtitle ? 2 : 1 }
}
