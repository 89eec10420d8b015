#if canImport(AppKit) && os(macOS)
package import AppKit

/// A user's row in ``UserSearchViewController``: the login, and below it, in a smaller,
/// secondary font, whether it is a user or an organization and its page (the seed's
/// `TwoLabelCell`), laid out in code.
package final class UserCellView: NSTableCellView {
  /// The account's kind and page, such as "User · https://github.com/octocat".
  package let detailField = NSTextField(labelWithString: "")

  /// Creates the view; the table adapter makes it from its class.
  ///
  /// - Parameter frameRect: Its frame.
  package override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    let login = NSTextField(labelWithString: "")
    login.font = .preferredFont(forTextStyle: .body)
    detailField.font = .preferredFont(forTextStyle: .subheadline)
    detailField.textColor = .secondaryLabelColor
    detailField.lineBreakMode = .byTruncatingTail
    let stack = NSStackView(views: [login, detailField])
    stack.orientation = .vertical
    stack.alignment = .leading
    stack.spacing = 2
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    textField = login
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
