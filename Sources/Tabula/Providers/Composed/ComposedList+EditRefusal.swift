// MARK: - ComposedList + EditRefusal

extension ComposedList {
  /// Why a ``ComposedList`` refused an edit, naming the row, section or position at fault;
  /// the list, its parts and their histories are then unchanged.
  public enum EditRefusal: Error, Equatable, CustomStringConvertible {
    /// The row is one of a fixed part's, in the section with this identifier.
    case fixedRow(Item.ID, section: String)

    /// The row is one of a provider's that accepts no edits
    /// (``DataProvider/isEditable`` is `false`), in the section with this identifier.
    case notEditable(Item.ID, section: String)

    /// The row would move from its part's sections into another part's, here the section
    /// with this identifier.
    case moveAcrossParts(Item.ID, toSection: String)

    /// One deletion names rows of several parts, which would be several undoable steps.
    case severalParts([Item.ID])

    /// The list has no row with this identifier.
    case unknownItem(Item.ID)

    /// The position is outside the list.
    case positionOutOfRange(ItemPath)

    /// The list edits its rows by deletions and moves only; this is the kind of edit refused.
    case unsupported(String)

    /// A sentence naming the culprit, for logs and diagnostics.
    public var description: String {
      switch self {
      case .fixedRow(let id, let section):
        "Row '\(id)' is a fixed row of section '\(section)': it cannot be deleted or moved"
      case .notEditable(let id, let section):
        "Row '\(id)' of section '\(section)' comes from a provider that accepts no edits"
      case .moveAcrossParts(let id, let section):
        "Row '\(id)' cannot move into section '\(section)', which another part of the list shows"
      case .severalParts(let ids):
        "Rows "
          + ids.map { "'\($0)'" }.joined(separator: ", ")
          + " belong to several parts of the list: delete each part's rows on their own"
      case .unknownItem(let id):
        "The list has no row '\(id)'"
      case .positionOutOfRange(let path):
        "Position \(path) is outside the list"
      case .unsupported(let kind):
        "The list's rows are deleted and moved, never edited by \(kind)"
      }
    }
  }
}
