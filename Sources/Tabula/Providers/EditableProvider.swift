/// A provider whose data the user can edit, with undo and redo.
///
/// ``EditableList`` (data in memory) and `TabulaGRDB`'s `QueryProvider` (rows of a database)
/// adopt it. Whatever shows an editable provider, a ``ListDataSource`` bound with
/// `ListDataSource.bind(to:)` or a screen, sends the user's deletions and moves to
/// ``perform(_:named:)``, and drives undo and redo from ``history``, without knowing which
/// provider it is.
///
/// ```swift
/// func deleteFirst(of list: some EditableProvider<ListSection, Pokemon>) throws {
///   guard let first = list.snapshot.items.first else { return }
///   try list.perform(.deleteItems([first.id]), named: "Delete")
///   try list.undo()
/// }
/// ```
@MainActor
public protocol EditableProvider<Section, Item>: DataProvider {
  /// The steps that can be undone and redone, with their names.
  var history: UndoHistory<Section, Item> { get }

  /// Applies an edit and records it as one undoable step.
  ///
  /// - Parameters:
  ///   - operation: The edit; a ``EditOperation/group(_:)`` is one step.
  ///   - name: The step's name, for "Undo …" and "Redo …" titles.
  /// - Throws: The reason the edit was refused; then the data and the history are unchanged.
  func perform(_ operation: EditOperation<Section, Item>, named name: String) throws

  /// Reverts the last step.
  ///
  /// - Returns: The reverted step's name, or `nil` if there was nothing to undo.
  /// - Throws: The reason the step could not be reverted; then nothing changes.
  @discardableResult
  func undo() throws -> String?

  /// Carries out the last undone step again.
  ///
  /// - Returns: The step's name, or `nil` if there was nothing to redo.
  /// - Throws: The reason the step could not be carried out; then nothing changes.
  @discardableResult
  func redo() throws -> String?
}
