#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaExampleModels

/// Seed 003's text cell on the Mac: a title, and its value trailing in the secondary colour.
package final class TextFieldCellView: NSTableCellView, ConfigurableCell {
  /// The field's value.
  package let valueField = NSTextField(labelWithString: "")

  /// Creates the view; the form makes it from its class.
  ///
  /// - Parameter frameRect: Its frame.
  package override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    valueField.textColor = .secondaryLabelColor
    valueField.alignment = .right
    layOutField(title: NSTextField(labelWithString: ""), trailing: [valueField])
  }

  /// Not available: the view is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// Shows a field's title and value.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - path: The row's position.
  package func configure(with field: TabulaExampleModels.TextField, at path: ItemPath) {
    textField?.stringValue = field.title
    valueField.stringValue = field.value
  }
}
#endif
