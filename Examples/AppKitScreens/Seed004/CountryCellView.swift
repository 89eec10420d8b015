#if canImport(AppKit) && os(macOS)
package import AppKit

/// A country's row in ``CountriesTableViewController``: its name, and its capital trailing
/// in the secondary colour, laid out in code.
package final class CountryCellView: NSTableCellView {
  /// The capital's name.
  package let capitalField = NSTextField(labelWithString: "")

  /// Creates the view; the table adapter makes it from its class.
  ///
  /// - Parameter frameRect: Its frame.
  package override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    let name = NSTextField(labelWithString: "")
    capitalField.textColor = .secondaryLabelColor
    capitalField.alignment = .right
    let stack = NSStackView(views: [name, capitalField])
    stack.orientation = .horizontal
    stack.distribution = .fill
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    textField = name
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
      stack.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  /// Not available: the view is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }
}
#endif
