#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaExampleModels

/// A row of the form that opens another screen when selected: a title, what opens, and a
/// chevron.
package final class LinkFieldCellView: NSTableCellView, ConfigurableCell {
  /// What the row opens, such as a product's name.
  package let valueField = NSTextField(labelWithString: "")

  /// Creates the view; the form makes it from its class.
  ///
  /// - Parameter frameRect: Its frame.
  package override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    valueField.textColor = .secondaryLabelColor
    valueField.alignment = .right
    let chevron = NSImageView()
    chevron.image = NSImage(systemSymbolName: "chevron.right", accessibilityDescription: nil)
    chevron.contentTintColor = .tertiaryLabelColor
    layOutField(title: NSTextField(labelWithString: ""), trailing: [valueField, chevron])
  }

  /// Not available: the view is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// Shows a link's title and what it opens.
  ///
  /// - Parameters:
  ///   - field: The link.
  ///   - path: The row's position.
  package func configure(with field: LinkField, at path: ItemPath) {
    textField?.stringValue = field.title
    valueField.stringValue = field.value
  }
}
#endif
