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
  /// This happens when a move crosses sections (the section key is not written back), when
  /// sections are moved or their models replaced (they come from the query), when a move is
  /// made without an ordering column, or when the ordering column does not sort the request
  /// within its sections or holds equal values where the move needs distinct ones.
  case editNotRepresentable

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
    case .notEditable:
      "The list's records cannot be written: they are not persistable records"
    }
  }
}
