#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaExampleModels

/// Seed 003's date cell on the Mac: a title, and its day written out trailing ("10 December
/// 1815").
package final class DateFieldCellView: NSTableCellView, ConfigurableCell {
  /// The day, written out.
  package let dayField = NSTextField(labelWithString: "")

  /// Creates the view; the form makes it from its class.
  ///
  /// - Parameter frameRect: Its frame.
  package override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    dayField.textColor = .secondaryLabelColor
    dayField.alignment = .right
    layOutField(title: NSTextField(labelWithString: ""), trailing: [dayField])
  }

  /// Not available: the view is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// Shows a field's title and its day written out (`Day.writtenOut`).
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - path: The row's position.
  package func configure(with field: DateField, at path: ItemPath) {
    textField?.stringValue = field.title
    dayField.stringValue = field.day.writtenOut
  }
}
#endif
