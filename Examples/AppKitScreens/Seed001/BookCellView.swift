#if canImport(AppKit) && os(macOS)
package import AppKit

/// A book's row in ``BooksTableViewController``: its title, and its author below in a
/// smaller, secondary font, laid out in code.
package final class BookCellView: NSTableCellView {
  /// The author's name.
  package let authorField = NSTextField(labelWithString: "")

  /// Creates the view; the table adapter makes it from its class.
  ///
  /// - Parameter frameRect: Its frame.
  package override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    let title = NSTextField(labelWithString: "")
    title.font = .preferredFont(forTextStyle: .body)
    authorField.font = .preferredFont(forTextStyle: .subheadline)
    authorField.textColor = .secondaryLabelColor
    let stack = NSStackView(views: [title, authorField])
    stack.orientation = .vertical
    stack.alignment = .leading
    stack.spacing = 2
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    textField = title
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -4),
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 4),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
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
