import Tabula
import TabulaTesting

/// The cell the fuzz targets' list views show items in.
final class FuzzCell: ConfigurableCell, HeadlessConstructibleCell {
  private(set) var shown: FuzzItem?

  init() {}

  func configure(with item: FuzzItem, at path: ItemPath) {
    shown = item
  }
}
