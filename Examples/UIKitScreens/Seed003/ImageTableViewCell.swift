#if canImport(UIKit)
package import Tabula
package import UIKit
package import TabulaExampleModels

// MARK: - Seed003 + ImageTableViewCell

extension Seed003 {
  /// Seed 003's image cell: a picture, with its file name as the caption.
  package final class ImageTableViewCell: UITableViewCell, ConfigurableCell {
    // MARK: Lifecycle

    /// Creates a cell with an image and one label, whatever style is asked for.
    ///
    /// - Parameters:
    ///   - style: Ignored: the cell is always `.default`.
    ///   - reuseIdentifier: The identifier the cell is dequeued with.
    package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Creates a cell from an archive.
    ///
    /// - Parameter coder: The archive.
    package required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    // MARK: Internal

    /// The file name of the picture shown.
    package private(set) var pictureName: String?

    /// Shows a picture and its file name.
    ///
    /// The picture files are not part of this example: the cell shows a photo symbol in their
    /// place (an app would load `UIImage(named: field.name)`).
    ///
    /// - Parameters:
    ///   - field: The picture.
    ///   - path: The row's position.
    package func configure(with field: ImageField, at path: ItemPath) {
      pictureName = field.name
      imageView?.image = UIImage(systemName: "photo")
      textLabel?.text = field.name
    }

    /// Forgets the picture of the previous row.
    package override func prepareForReuse() {
      super.prepareForReuse()
      pictureName = nil
      imageView?.image = nil
    }
  }
}
#endif
