import Tabula
import TabulaTesting

/// A cell for ``Entry`` that ``HeadlessListView`` can create, and that remembers what it shows.
final class EntryCell: ConfigurableCell, HeadlessConstructibleCell {
  private(set) var shown: Entry?

  init() {}

  func configure(with entry: Entry, at path: ItemPath) {
    shown = entry
  }
}
