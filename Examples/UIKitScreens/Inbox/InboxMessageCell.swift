#if canImport(UIKit)
package import Tabula
package import UIKit
package import TabulaExampleModels

/// A message's cell in the inbox's list: sender, subject, and whether it is read or flagged.
package final class InboxMessageCell: UICollectionViewCell, ConfigurableCell {
  // MARK: Lifecycle

  /// Creates a cell.
  ///
  /// - Parameter frame: The cell's frame.
  package override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(senderLabel)
    contentView.addSubview(subjectLabel)
  }

  /// Creates a cell from an archive.
  ///
  /// - Parameter coder: The archive.
  package required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.addSubview(senderLabel)
    contentView.addSubview(subjectLabel)
  }

  // MARK: Internal

  /// Shows the sender, with a dot while the message is unread and a flag once flagged.
  package let senderLabel = UILabel()

  /// Shows the subject.
  package let subjectLabel = UILabel()

  /// The message the cell shows.
  package private(set) var message: InboxMessage?

  /// Shows a message.
  ///
  /// - Parameters:
  ///   - message: The message.
  ///   - path: Its position.
  package func configure(with message: InboxMessage, at path: ItemPath) {
    self.message = message
    let marks = (message.isRead ? "" : "• ") + (message.isFlagged ? "⚑ " : "")
    senderLabel.text = marks + message.sender
    subjectLabel.text = message.subject
  }
}
#endif
