#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import TabulaExampleModels

// MARK: - ShowField

/// A row of seed 003's show screens (``CustomerView``, ``OrderView``): the seed's `Cell`
/// record and its `CellType` as one enum, whose cases are the kinds of field and carry the
/// value each kind shows, so the row's `switch` needs no cast.
@available(iOS 16.0, *)
enum ShowField: Identifiable, Equatable, Sendable {
  /// A title and a text value.
  case text(TabulaExampleModels.TextField)
  /// A picture.
  case image(ImageField)
  /// A title and a day.
  case date(DateField)
  /// A title and a switch.
  case toggle(ToggleField)
  /// A row that opens another screen.
  case link(LinkField)

  /// The field's identity within its screen: its title, or a picture's name.
  var id: String {
    switch self {
    case .text(let field): field.title
    case .image(let field): field.name
    case .date(let field): field.title
    case .toggle(let field): field.title
    case .link(let field): field.title
    }
  }
}
#endif
