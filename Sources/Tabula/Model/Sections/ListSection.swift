/// A ready-made section model: an identifier, with the titles a list shows around a section.
///
/// Use it when a section needs nothing more than its titles; any type that conforms to
/// ``SectionModel`` can be a section model instead.
///
/// ```swift
/// let europe = ListSection("Europe")                       // id "Europe", header "Europe"
/// let results = ListSection(id: "results", header: nil)   // a section without a header
/// ```
public struct ListSection: SectionModel, Hashable, Sendable {
  /// The section's identity: two sections with the same `id` are the same section.
  public var id: String

  /// The title shown above the section, if any.
  public var header: String?

  /// The title shown below the section, if any.
  public var footer: String?

  /// The short title of the section in a list's index (the strip at the trailing edge of a
  /// table view), if any.
  public var indexTitle: String?

  /// Creates a section model with an explicit identifier.
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - header: The title shown above the section.
  ///   - footer: The title shown below the section.
  ///   - indexTitle: The section's title in the list's index.
  public init(id: String, header: String? = nil, footer: String? = nil, indexTitle: String? = nil) {
    self.id = id
    self.header = header
    self.footer = footer
    self.indexTitle = indexTitle
  }

  /// Creates a section model whose header title is also its identifier.
  ///
  /// - Parameters:
  ///   - header: The title shown above the section, also used as its identity.
  ///   - footer: The title shown below the section.
  ///   - indexTitle: The section's title in the list's index.
  public init(_ header: String, footer: String? = nil, indexTitle: String? = nil) {
    self.init(id: header, header: header, footer: footer, indexTitle: indexTitle)
  }
}
