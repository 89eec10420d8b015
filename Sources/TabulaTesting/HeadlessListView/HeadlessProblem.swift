@_spi(Surfaces) public import Tabula

/// Something ``HeadlessListView`` caught that UIKit would crash on or show wrongly.
public struct HeadlessProblem: CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// A batch broke UIKit's rules; the view recovered like `reloadData()`.
    case invalidBatch(BatchValidator.Violation)
    /// After an update, a row showed another item, or other content, than the data source
    /// reports for its position.
    case wrongRow(ItemPath)
    /// A cell was dequeued with an identifier no cell was registered under.
    case unregisteredIdentifier(String)
    /// The view could not make a cell of the registered class.
    case cannotMakeCell(String)
    /// The data source gave no cell for a visible row.
    case missingCell(ItemPath)
    /// A batch update began inside another one, or a reload inside a batch.
    case nestedUpdate
    /// A row outside the list was selected or deselected.
    case selectionOutOfRange(ItemPath)
  }

  /// What went wrong.
  public let kind: Kind

  /// A sentence naming the culprit.
  public let message: String

  /// The problem as its sentence.
  public var description: String { message }
}
