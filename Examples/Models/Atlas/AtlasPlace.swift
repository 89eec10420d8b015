/// A place of the ``Atlas``: a continent, a country, a region or a town, identified by its
/// path from its continent, so that its identity holds however large the atlas is made.
package struct AtlasPlace: Identifiable, Equatable, Sendable {
  /// How deep a place sits: a continent at the top, a town at the bottom.
  package enum Kind: Int, CaseIterable, Sendable {
    case continent, country, region, town
  }

  /// The path of names and numbers from the continent down, such as
  /// `"Europe/France/3/17"` for the 17th town of France's 3rd region.
  package let id: String

  /// The name shown.
  package let name: String

  /// What the place is; its level in the outline.
  package let kind: Kind

  /// The identifier of the place it belongs to; `nil` for a continent.
  package let parentID: String?

  /// Creates a place under another.
  ///
  /// - Parameters:
  ///   - id: The place's path from its continent.
  ///   - name: The name shown.
  ///   - kind: What the place is.
  ///   - parentID: The identifier of the place it belongs to; `nil` for a continent.
  package init(id: String, name: String, kind: Kind, parentID: String?) {
    self.id = id
    self.name = name
    self.kind = kind
    self.parentID = parentID
  }
}
