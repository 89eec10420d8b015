#if canImport(AppKit) && os(macOS)
package import AppKit

// MARK: - NSTableCellView + FieldLayout

extension NSTableCellView {
  /// Lays a field's row out in code, as the form's cell views share it: the title leading,
  /// what the field shows trailing, both centred vertically with a margin above and below.
  ///
  /// The title becomes the view's `textField`, the label AppKit's type-to-select and
  /// accessibility read.
  ///
  /// - Parameters:
  ///   - title: The field's title.
  ///   - trailing: The views after the title, such as a value and a chevron.
  package func layOutField(title: NSTextField, trailing: [NSView]) {
    for view in trailing {
      view.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
    }
    title.setContentHuggingPriority(.defaultLow, for: .horizontal)
    let stack = NSStackView(views: [title] + trailing)
    stack.orientation = .horizontal
    stack.distribution = .fill
    stack.spacing = 6
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    textField = title
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 6),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
    ])
  }
}
#endif
