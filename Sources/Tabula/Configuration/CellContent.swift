/// What a standard cell shows: the platform-neutral content a configure closure fills in.
///
/// The UIKit layer copies it into the cell's labels (or a list content configuration); the
/// terminal demo prints it. It is a value, so a configure closure can be tested without a
/// view.
///
/// ```swift
/// appearance.configureCell = { content, pokemon in
///   content.text = pokemon.name
///   content.secondaryText = pokemon.type
/// }
/// ```
public struct CellContent: Hashable, Sendable {
  /// The primary text.
  public var text: String?

  /// The secondary text, shown according to the ``CellContent/Style``.
  public var secondaryText: String?

  /// The name of a system image shown at the leading edge, if any.
  public var imageName: String?

  /// The accessory shown at the trailing edge.
  public var accessory: CellContent.Accessory

  /// Creates cell content.
  ///
  /// - Parameters:
  ///   - text: The primary text.
  ///   - secondaryText: The secondary text.
  ///   - imageName: The name of a system image at the leading edge.
  ///   - accessory: The accessory at the trailing edge.
  public init(
    text: String? = nil,
    secondaryText: String? = nil,
    imageName: String? = nil,
    accessory: CellContent.Accessory = .none
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.imageName = imageName
    self.accessory = accessory
  }
}
