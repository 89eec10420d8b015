public import Tabula

/// A section of the fuzz targets: a small identity and a title that may change.
public struct FuzzSection: SectionModel, Sendable, CustomStringConvertible {
  /// The identity.
  public var id: Int

  /// The title, compared to tell an update.
  public var title: Int

  /// Creates a section.
  public init(id: Int, title: Int = 0) {
    self.id = id
    self.title = title
  }

  /// The identity after an "s", with the title after a quote when it is not 0.
  public var description: String { "s\(id)" + (title == 0 ? "" : "'\(title)") }
}
