/// A section model that carries its own header, footer and section-index titles.
///
/// ``ListDataSource`` shows these titles by default; ``ListSection`` conforms.
///
/// ```swift
/// struct Shelf: Identifiable, Equatable, TitledSection {
///   let id: Int
///   let name: String
///   var header: String? { name }
///   var footer: String? { nil }
///   var indexTitle: String? { String(name.prefix(1)) }
/// }
/// ```
public protocol TitledSection {
  /// The title above the section, or `nil` for none.
  var header: String? { get }

  /// The title below the section, or `nil` for none.
  var footer: String? { get }

  /// The section's entry in the section index, or `nil` for none.
  var indexTitle: String? { get }
}
