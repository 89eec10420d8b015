#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaExampleModels

/// Seed 003's toggle cell on the Mac: a title, with a checkmark trailing when the field is on,
/// as the iOS cell shows its checkmark accessory.
package final class ToggleFieldCellView: NSTableCellView, ConfigurableCell {
  /// The checkmark, hidden while the field is off.
  package let checkmark = NSImageView()

  /// Creates the view; the form makes it from its class.
  ///
  /// - Parameter frameRect: Its frame.
  package override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    checkmark.image = NSImage(systemSymbolName: "checkmark", accessibilityDescription: "On")
    checkmark.contentTintColor = .controlAccentColor
    layOutField(title: NSTextField(labelWithString: ""), trailing: [checkmark])
  }

  /// Not available: the view is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// Whether the view shows its field as on.
  package var isOn: Bool { !checkmark.isHidden }

  /// Shows a field's title, with the checkmark when it is on.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - path: The row's position.
  package func configure(with field: ToggleField, at path: ItemPath) {
    textField?.stringValue = field.title
    checkmark.isHidden = !field.isOn
  }
}
#endif
