/// What every section of a list is: an identity, content that can be compared, and the titles
/// a list shows around it.
///
/// ``ListSection`` is the ready-made section model. Make your own when a section carries more
/// than a title: conform, and implement only the titles it has; each defaults to none.
///
/// ```swift
/// struct Shelf: SectionModel {
///   let id: Int
///   let name: String
///   var header: String? { name }
///   var indexTitle: String? { String(name.prefix(1)) }
/// }
/// ```
///
/// Identity decides which section is which across snapshots (inserted, deleted, moved);
/// equality decides whether a section that stayed shows new titles.
public protocol SectionModel: Identifiable, Equatable where ID: Sendable {
  /// The title above the section, or `nil` for none.
  var header: String? { get }

  /// The title below the section, or `nil` for none.
  var footer: String? { get }

  /// The section's entry in the section index, or `nil` for none.
  var indexTitle: String? { get }
}

// MARK: - SectionModel + Defaults

extension SectionModel {
  /// No header.
  public var header: String? { nil }

  /// No footer.
  public var footer: String? { nil }

  /// No entry in the section index.
  public var indexTitle: String? { nil }
}
