/// Why a ``QueryProvider`` refused an edit before or after writing it; the transaction was
/// rolled back, so the database is as it was.
///
/// Errors of the database itself (a constraint, a missing table) are GRDB's `DatabaseError`,
/// and an edit the list no longer matches (its item is gone) is Tabula's `SnapshotError`.
public enum QueryProviderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The provider observes a database reader that cannot write, such as a
  /// `DatabaseSnapshotPool`; create it with a `DatabaseQueue` or a `DatabasePool` to edit.
  case readOnlyDatabase

  /// Once written, the edit did not make the query return the edited list: rows landed in
  /// other sections or another order than the edit asked for.
  ///
  /// This happens when sections are moved or their models replaced (they come from the
  /// query), when a move empties a section (the query has no empty sections) or puts a row in
  /// a section the query does not return, when the section key the provider's
  /// `movesAcrossSections` sets does not place a record in the section it moved to, or when the
  /// ordering column does not sort the request within its sections or holds equal values
  /// where the move needs distinct ones.
  case editNotRepresentable

  /// The edit moves rows, within a section or across sections, but the provider has no
  /// ``QueryProvider/orderingColumn`` to write their order to, and the query does not return
  /// them in the edited order without one.
  ///
  /// Create the provider with `orderingColumn:`, naming a column the request sorts by within
  /// each section.
  case moveNeedsOrderingColumn

  /// The edit moves rows to another section, but the provider cannot change a record's
  /// section: it was created without `movesAcrossSections:`, the closure that sets a record's
  /// section key, or it lists its records in one section.
  case moveAcrossSectionsNotWritable

  /// The provider's records cannot be written: they are not a `PersistableRecord` whose
  /// identifier GRDB can store (`DatabaseValueConvertible`), so the list is read-only.
  case notEditable

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .readOnlyDatabase:
      "The list's database cannot be written: it is a reader, not a queue or a pool"
    case .editNotRepresentable:
      "The edit cannot be written so that the query returns the edited list; nothing changed"
    case .moveNeedsOrderingColumn:
      "The edit moves rows, but the list has no ordering column to write their order to; "
        + "nothing changed"
    case .moveAcrossSectionsNotWritable:
      "The edit moves rows to another section, but the list has no movesAcrossSections "
        + "closure to set their section key; nothing changed"
    case .notEditable:
      "The list's records cannot be written: they are not persistable records"
    }
  }
}
