/// Registers the edits the user makes on a list with a system undo manager, whatever editable
/// provider the list's data source is bound to, and steps that provider back and forth as the
/// manager undoes and redoes: ⌘Z for a live query as for an ``EditableList`` (which can also
/// connect itself, ``EditableList/connectUndo(to:)``; connect one or the other, not both).
///
/// The steps are registered under this object: binding another provider, connecting another
/// manager or none removes them, since they no longer apply to what the list shows.
@MainActor
package final class ProviderUndoSteps<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The undo manager the steps go to; `nil` registers none.
  package private(set) weak var registrar: (any UndoRegistrar)?
  /// The provider the data source is bound to, whose edits become steps.
  private weak var provider: (any DataProvider<Section, Item>)?
  private weak var dataSource: ListDataSource<Section, Item>?

  /// Follows a data source: each edit of its user that the bound provider accepts becomes a
  /// step, and each new binding removes the steps of the provider before it.
  ///
  /// - Parameter dataSource: The data source; it keeps one follower, this one.
  package init(following dataSource: ListDataSource<Section, Item>) {
    self.dataSource = dataSource
    dataSource.userEditPerformed = { [weak self] name, provider in
      self?.userDidEdit(named: name, of: provider)
    }
    dataSource.providerBound = { [weak self] provider in self?.follow(provider) }
  }

  /// Registers the future steps with an undo manager, and removes those registered with the
  /// one before.
  ///
  /// - Parameter registrar: The undo manager, or `nil` for none.
  package func connect(to registrar: (any UndoRegistrar)?) {
    guard registrar !== self.registrar else { return }
    self.registrar?.removeSteps(of: self)
    self.registrar = registrar
  }

  /// Removes the steps registered so far.
  package func removeSteps() {
    registrar?.removeSteps(of: self)
  }

  /// The data source was bound to a provider: the steps of another one are removed.
  private func follow(_ provider: any DataProvider<Section, Item>) {
    guard provider !== self.provider else { return }
    removeSteps()
    self.provider = provider
  }

  /// The bound provider accepted an edit of the user's: the step that undoes it.
  private func userDidEdit(named name: String, of provider: any DataProvider<Section, Item>) {
    guard provider === self.provider else { return }
    registerStep(named: name, undoing: true)
  }

  /// Registers the action that reverts a step of the provider: its undo after an edit or a
  /// redo, its redo after an undo; the undo manager files each by what it is doing.
  private func registerStep(named name: String, undoing: Bool) {
    guard let registrar, let provider else { return }
    registrar.registerUndo(named: name, owner: self) { [weak self, weak provider] in
      guard let self, let provider, provider === self.provider else { return }
      do {
        let stepped = undoing ? try provider.undo() : try provider.redo()
        guard stepped != nil else { return }
        registerStep(named: name, undoing: !undoing)
      } catch {
        dataSource?.report(
          .editRefused, "\(undoing ? "undo" : "redo") of \(name) failed: \(error)")
      }
    }
  }
}
