#if canImport(AppKit) && os(macOS)
package import AppKit

/// A repository's row in ``UserRepositoriesViewController``: its name over its description
/// in the secondary colour, and its stars trailing, laid out in code.
package final class RepositoryCellView: NSTableCellView {
  /// What the repository is, if its owner said; empty otherwise.
  package let descriptionField = NSTextField(labelWithString: "")

  /// The star count, such as "★ 2700".
  package let starsField = NSTextField(labelWithString: "")

  /// Creates the view; the table adapter makes it from its class.
  ///
  /// - Parameter frameRect: Its frame.
  package override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    let name = NSTextField(labelWithString: "")
    descriptionField.font = .preferredFont(forTextStyle: .subheadline)
    descriptionField.textColor = .secondaryLabelColor
    descriptionField.lineBreakMode = .byTruncatingTail
    starsField.textColor = .secondaryLabelColor
    starsField.alignment = .right
    starsField.setContentCompressionResistancePriority(.required, for: .horizontal)
    let texts = NSStackView(views: [name, descriptionField])
    texts.orientation = .vertical
    texts.alignment = .leading
    texts.spacing = 2
    let row = NSStackView(views: [texts, starsField])
    row.orientation = .horizontal
    row.distribution = .fill
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    textField = name
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
      row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
      row.topAnchor.constraint(equalTo: topAnchor, constant: 4),
      row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
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
