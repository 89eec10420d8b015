#if canImport(UIKit)
public import Tabula
public import UIKit

/// A system-style table cell that shows a `CellContent`: the cell of lists
/// configured with a ``ListAppearance``.
///
/// UIKit makes class-registered cells with the default style, so each `CellContent.Style`
/// has its own subclass that asks for its style; ``cellClass(for:)`` picks it.
open class StandardTableViewCell: UITableViewCell {
  /// The label layout of cells of this class.
  open class var cellStyle: UITableViewCell.CellStyle { .default }

  // MARK: Lifecycle

  /// Creates a cell with the class's ``cellStyle``, whatever style is asked for.
  ///
  /// - Parameters:
  ///   - style: Ignored: the class decides.
  ///   - reuseIdentifier: The identifier the cell is dequeued with.
  public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: Self.cellStyle, reuseIdentifier: reuseIdentifier)
  }

  /// Creates a cell from an archive.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Public

  /// The cell class whose labels are laid out in a style.
  ///
  /// - Parameter style: A cell style.
  /// - Returns: The class to register.
  public nonisolated static func cellClass(for style: CellContent.Style)
    -> StandardTableViewCell.Type
  {
    switch style {
    case .default: StandardTableViewCell.self
    case .value1: Value1TableViewCell.self
    case .value2: Value2TableViewCell.self
    case .subtitle: SubtitleTableViewCell.self
    }
  }

  /// Shows content: its texts in the labels, its image, and its accessory.
  ///
  /// - Parameter content: What to show.
  public func show(_ content: CellContent) {
    textLabel?.text = content.text
    detailTextLabel?.text = content.secondaryText
    imageView?.image = content.imageName.flatMap { UIImage(systemName: $0) }
    accessoryType = UITableViewCell.AccessoryType(content.accessory)
  }
}

/// A ``StandardTableViewCell`` with a trailing secondary label.
public final class Value1TableViewCell: StandardTableViewCell {
  /// `.value1`.
  public override class var cellStyle: UITableViewCell.CellStyle { .value1 }
}

/// A ``StandardTableViewCell`` laid out as in Contacts.
public final class Value2TableViewCell: StandardTableViewCell {
  /// `.value2`.
  public override class var cellStyle: UITableViewCell.CellStyle { .value2 }
}

/// A ``StandardTableViewCell`` with a secondary label below the text.
public final class SubtitleTableViewCell: StandardTableViewCell {
  /// `.subtitle`.
  public override class var cellStyle: UITableViewCell.CellStyle { .subtitle }
}
#endif
