#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaExampleModels

/// Seed 003's image cell on the Mac: a picture, with its file name as the caption.
///
/// The picture files are not part of this example: the view shows a photo symbol in their
/// place (an app would load `NSImage(named: field.name)`).
package final class ImageFieldCellView: NSTableCellView, ConfigurableCell {
  /// The file name of the picture shown.
  package private(set) var pictureName: String?

  /// Creates the view; the form makes it from its class.
  ///
  /// - Parameter frameRect: Its frame.
  package override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    let picture = NSImageView()
    picture.imageScaling = .scaleProportionallyUpOrDown
    picture.widthAnchor.constraint(equalToConstant: 48).isActive = true
    picture.heightAnchor.constraint(equalToConstant: 48).isActive = true
    imageView = picture
    let caption = NSTextField(labelWithString: "")
    let stack = NSStackView(views: [picture, caption])
    stack.orientation = .horizontal
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    textField = caption
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -4),
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 6),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
    ])
  }

  /// Not available: the view is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// Shows a picture and its file name.
  ///
  /// - Parameters:
  ///   - field: The picture.
  ///   - path: The row's position.
  package func configure(with field: ImageField, at path: ItemPath) {
    pictureName = field.name
    imageView?.image = NSImage(systemSymbolName: "photo", accessibilityDescription: field.name)
    textField?.stringValue = field.name
  }
}
#endif
