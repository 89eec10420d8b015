#if canImport(AppKit) && os(macOS)
package import AppKit

/// A Pokémon's tile in ``PokedexCollectionViewController``: its number above its name and
/// type, laid out in code, drawn highlighted while selected. The fields exist before the view
/// loads, so the registration's handler can fill them at once.
package final class PokemonItem: NSCollectionViewItem {
  /// The name; the item's `textField` once its view is loaded.
  package let nameField = NSTextField(labelWithString: "")
  /// The Pokédex number, as `#025`.
  package let numberField = NSTextField(labelWithString: "")
  /// The type, or types.
  package let typeField = NSTextField(labelWithString: "")

  /// Builds the tile's views.
  package override func loadView() {
    nameField.font = .preferredFont(forTextStyle: .headline)
    numberField.font = .monospacedDigitSystemFont(ofSize: 11, weight: .regular)
    numberField.textColor = .secondaryLabelColor
    typeField.font = .preferredFont(forTextStyle: .subheadline)
    typeField.textColor = .secondaryLabelColor
    let stack = NSStackView(views: [numberField, nameField, typeField])
    stack.orientation = .vertical
    stack.spacing = 2
    stack.edgeInsets = NSEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    stack.wantsLayer = true
    stack.layer?.cornerRadius = 8
    view = stack
    textField = nameField
  }

  /// Draws the tile highlighted while it is selected.
  package override var isSelected: Bool {
    didSet {
      view.layer?.backgroundColor =
        isSelected ? NSColor.selectedContentBackgroundColor.withAlphaComponent(0.3).cgColor : nil
    }
  }
}
#endif
