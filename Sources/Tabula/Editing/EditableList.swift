/// The in-memory provider: a snapshot set at once (``replace(with:)``, or
/// ``replaceItems(_:)`` for one section) or edited with undo and redo, the data, the edits and
/// their history in one place. Whether the user may edit it on screen is the data source's
/// `ListBehavior`.
///
/// Every edit goes the same way: applied to the snapshot, recorded in the history, published
/// to observers (a ``ListDataSource`` animates it like any other change). Undo and redo take
/// that path too.
///
/// ```swift
/// let pokedex = EditableList(try Snapshot { SnapshotSection("Pokedex") { pokemon } })
/// let token = dataSource.bind(to: pokedex)   // shows it, and its edits and undo
/// try pokedex.perform(.deleteItems([eevee.id]), named: "Delete")
/// try pokedex.undo()
/// ```
///
/// Edits the user already made on screen (a row dragged to a new place) reach the
/// ``ListDataSource`` first, which shows them without moving the row a second time, then come
/// here through `ListDataSource.bind(to:)`.
@MainActor
public final class EditableList<
  Section: SectionModel,
  Item: Identifiable & Equatable
>: DataProvider where Section.ID: Sendable, Item.ID: Sendable {
  /// The current state of the data.
  ///
  /// Observation follows it where the OS has it: a SwiftUI body that reads it is drawn again
  /// after each edit, undo, redo and replacement.
  public var snapshot: Snapshot<Section, Item> {
    observation.access(.snapshot)
    return current
  }

  /// The steps that can be undone and redone.
  public private(set) var history: UndoHistory<Section, Item>

  /// The system undo manager the list's steps are registered with, if any; see
  /// ``connectUndo(to:)``.
  public private(set) weak var undoRegistrar: (any UndoRegistrar)?

  private var current: Snapshot<Section, Item>
  private let observers = ObserverList<Snapshot<Section, Item>>()
  private let observation = ObservationRelay()

  // MARK: Lifecycle

  /// Creates an editable list.
  ///
  /// - Parameters:
  ///   - snapshot: The initial data.
  ///   - undoLimit: The most steps the history keeps; `nil` keeps all.
  public init(_ snapshot: Snapshot<Section, Item> = Snapshot(), undoLimit: Int? = nil) {
    current = snapshot
    self.history = UndoHistory(limit: undoLimit)
  }

  // MARK: Public

  /// `true`: the list accepts edits, which a bound data source makes when its behaviour
  /// lets the user delete or move rows.
  public var isEditable: Bool { true }

  /// Applies an edit, records it as one undoable step, and publishes the result.
  ///
  /// - Parameters:
  ///   - operation: The edit; a ``EditOperation/group(_:)`` is one step.
  ///   - name: The step's name, for "Undo …" and "Redo …" titles.
  /// - Throws: ``SnapshotError`` naming what is gone or out of range; then the data, the
  ///   history and the observers are untouched.
  public func perform(_ operation: EditOperation<Section, Item>, named name: String)
    throws(SnapshotError<Section.ID, Item.ID>)
  {
    try history.perform(operation, named: name, on: &current)
    registerWithSystem(name, undoing: true)
    publish()
  }

  /// Reverts the last step and publishes the result.
  ///
  /// - Returns: The reverted step's name, or `nil` if there was nothing to undo.
  /// - Throws: ``SnapshotError`` if the step can no longer be reverted; nothing changes.
  @discardableResult
  public func undo() throws(SnapshotError<Section.ID, Item.ID>) -> String? {
    if let undoRegistrar, !isDrivenBySystem {
      let name = history.undoActionName
      undoRegistrar.undo()
      return name
    }
    let name = try history.undo(&current)
    if let name {
      registerWithSystem(name, undoing: false)
      publish()
    }
    return name
  }

  /// Carries out the last undone step again and publishes the result.
  ///
  /// - Returns: The step's name, or `nil` if there was nothing to redo.
  /// - Throws: ``SnapshotError`` if the step can no longer be redone; nothing changes.
  @discardableResult
  public func redo() throws(SnapshotError<Section.ID, Item.ID>) -> String? {
    if let undoRegistrar, !isDrivenBySystem {
      let name = history.redoActionName
      undoRegistrar.redo()
      return name
    }
    let name = try history.redo(&current)
    if let name {
      registerWithSystem(name, undoing: true)
      publish()
    }
    return name
  }

  /// Replaces the data without recording a step, and forgets the history, whose steps may no
  /// longer apply.
  ///
  /// - Parameter snapshot: The new data.
  public func replace(with snapshot: Snapshot<Section, Item>) {
    current = snapshot
    history.removeAll()
    undoRegistrar?.removeSteps(of: self)
    publish()
  }

  /// Calls `onChange` with the new snapshot after every edit, undo and redo, until the
  /// returned token is cancelled or released.
  ///
  /// - Parameter onChange: Called on the main actor with each new snapshot.
  /// - Returns: The token that keeps the observation alive.
  public func observe(_ onChange: @escaping @MainActor (Snapshot<Section, Item>) -> Void)
    -> ObservationToken
  {
    observers.add(onChange)
  }

  /// Registers every future step with a system undo manager, so that its gestures and menu
  /// commands undo and redo the list; ``undo()`` and ``redo()`` then go through the manager
  /// too, so the two never disagree.
  ///
  /// The list holds the manager weakly. Steps recorded before the call are not registered.
  ///
  /// - Parameter registrar: The undo manager.
  public func connectUndo(to registrar: any UndoRegistrar) {
    undoRegistrar = registrar
  }

  // MARK: Private

  /// Sends the snapshot to the observers. Reload marks ask for new cells once: the list
  /// forgets them once they are sent, so later edits do not reload the same rows again.
  private func publish() {
    observation.announceChange(of: .snapshot)
    observers.notify(current)
    current.clearReloadMarks()
  }

  private var isDrivenBySystem = false

  /// Registers the action that reverts the step just taken: an undo after an edit or redo, a
  /// redo after an undo (the manager files it by what it is doing).
  private func registerWithSystem(_ name: String, undoing: Bool) {
    undoRegistrar?.registerUndo(named: name, owner: self) { [weak self] in
      guard let self else { return }
      isDrivenBySystem = true
      defer { isDrivenBySystem = false }
      // A step the list can no longer carry out (it changed underneath) is dropped; the
      // history then keeps it, as it was.
      if undoing { _ = try? undo() } else { _ = try? redo() }
    }
  }
}
