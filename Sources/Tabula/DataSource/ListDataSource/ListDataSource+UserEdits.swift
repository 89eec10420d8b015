// MARK: - ListDataSource + User edits

extension ListDataSource {
  /// Whether the user may delete or move the item at a position: whether a handler for user
  /// edits is set, the position holds an item, and the bound provider lets the user edit it
  /// (``DataProvider/canEditItem(withID:)``).
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: `true` if the item is editable.
  @_spi(Surfaces) public func canEditItem(at path: ItemPath) -> Bool {
    guard userEdits != nil, behavior.isEditable, let item = snapshot.item(at: path) else {
      return false
    }
    return itemEditability?(item.id) ?? true
  }

  /// Whether the user may delete the item at a position: whether it is editable, the
  /// behaviour's ``ListBehavior/allowsDeleting`` is set and its
  /// ``ListBehavior/deleteRule`` does not refuse the item.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: `true` if the item can be deleted.
  @_spi(Surfaces) public func canDeleteItem(at path: ItemPath) -> Bool {
    guard behavior.allowsDeleting, canEditItem(at: path), let item = snapshot.item(at: path)
    else { return false }
    return deletionRefusal(of: item, at: path) == nil
  }

  /// Why the behaviour's ``ListBehavior/deleteRule`` refuses to delete an item, or `nil` if
  /// it does not.
  func deletionRefusal(of item: Item, at path: ItemPath) -> String? {
    guard case .refused(let reason)? = behavior.deleteRule?(item, path) else { return nil }
    return reason
  }

  /// Whether the user may drag the item at a position: whether it is editable and
  /// the behaviour's ``ListBehavior/allowsMoving`` is set.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: `true` if the item can be moved.
  @_spi(Surfaces) public func canMoveItem(at path: ItemPath) -> Bool {
    behavior.allowsMoving && canEditItem(at: path)
  }

  /// Tells the bound provider, if it loads as the user scrolls (``DataProvider/isPaged``), which
  /// item is about to show; a position no longer in the list is ignored.
  ///
  /// - Parameter path: The position of the item.
  @_spi(Surfaces) public func willDisplayItem(at path: ItemPath) {
    // NB: between a batch and the placement that follows it, rows show at the old offset,
    // where the user never sees them: those still in view once it is placed are reported then.
    if heldAppearances != nil { return heldAppearances?.append(path) ?? () }
    guard let item = snapshot.item(at: path) else { return }
    itemAppearance?(item)
  }

  /// Hands the items at these positions to the behaviour's
  /// ``ListBehavior/prefetchItems``; positions no longer in the list (rows deleted
  /// since the surface asked) are skipped and reported as
  /// ``ListDiagnostic/Kind/positionOutOfRange``.
  ///
  /// - Parameter paths: The positions, nearest to the visible rows first.
  @_spi(Surfaces) public func prefetchItems(at paths: [ItemPath]) {
    guard let prefetch = behavior.prefetchItems else { return }
    let items = shownItems(at: paths, purpose: "prefetch")
    if !items.isEmpty { prefetch(items) }
  }

  /// Hands the items at these positions to the behaviour's
  /// ``ListBehavior/cancelPrefetchingItems``; positions no longer in the list are
  /// skipped and reported.
  ///
  /// - Parameter paths: The positions.
  @_spi(Surfaces) public func cancelPrefetchingItems(at paths: [ItemPath]) {
    guard let cancel = behavior.cancelPrefetchingItems else { return }
    let items = shownItems(at: paths, purpose: "cancel the prefetching of")
    if !items.isEmpty { cancel(items) }
  }

  /// Whether the behaviour deselects a selected item at once.
  @_spi(Surfaces) public var deselectsOnSelection: Bool { behavior.deselectsOnSelection }

  /// Hands a selection to the behaviour's ``ListBehavior/didSelect``, with the item
  /// shown at the position; in a list of ``ListRow``s, the row's own selection handler runs
  /// first.
  ///
  /// - Parameter path: The position of the item.
  @_spi(Surfaces) public func userDidSelectItem(at path: ItemPath) {
    guard let item = snapshot.item(at: path) else {
      return report(.positionOutOfRange, "the user selected \(path), which is not in the list")
    }
    if selectForTap(on: item) { return }
    rowSelection?(item)
    behavior.didSelect?(item, path)
  }

  /// Hands a deletion the user made on screen to ``userEdits``, as an edit of the item's
  /// identifier; the new snapshot then removes the row with an animation.
  ///
  /// - Parameter path: The position of the item.
  @_spi(Surfaces) public func userDidDeleteItem(at path: ItemPath) {
    guard let item = snapshot.item(at: path) else {
      return report(.positionOutOfRange, "the user deleted \(path), which is not in the list")
    }
    if let reason = deletionRefusal(of: item, at: path) {
      return report(.editRefused, "the user deleted \(item.id) at \(path): \(reason)")
    }
    guard canDeleteItem(at: path) else {
      return report(.editRefused, "the user deleted \(path), which cannot be deleted")
    }
    userEdits?(.deleteItems([item.id]), "Delete")
  }

  /// Accepts a move the user already made on screen, then hands it to ``userEdits``.
  ///
  /// The data source updates what it shows at once, without a batch, because the surface has
  /// already moved the row; the provider's new snapshot then equals what is shown, and is not
  /// animated a second time. A row dropped back where it was is no move: nothing is handed on.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where the user dropped it.
  @_spi(Surfaces) public func userDidMoveItem(from source: ItemPath, to destination: ItemPath) {
    if let outline = outlineModel {
      return userDidMoveOutlineRow(from: source, to: destination, in: outline)
    }
    var moved = snapshot
    // NB: mid-update, the rows shown can still be an outline's that the provider's newest
    // snapshot flattened: the surface moved one row, not a subtree.
    let isMoved =
      snapshot.isOutline
      ? Self.rows(of: snapshot, moving: source, to: destination).map { moved = $0 } != nil
      : (try? moved.moveItem(at: source, to: destination)) != nil
    guard let item = snapshot.item(at: source), isMoved else {
      report(.positionOutOfRange, "the user moved \(source) to \(destination)")
      return showShownRowsAgain()
    }
    // A surface may report a row dropped back where it was as a move: nothing moved.
    guard source != destination else { return }
    let verdict = behavior.moveRule?(item, source, destination) ?? .allowed
    guard canMoveItem(at: source), verdict == .allowed else {
      // The surface has moved the row already: show the list as it is again.
      if verdict == .allowed {
        report(.editRefused, "the user moved \(source), which cannot be moved")
      } else {
        report(
          .moveRefused, "the user moved \(item.id) from \(source) to \(destination): \(verdict)")
      }
      return showShownRowsAgain()
    }
    snapshot = moved
    guard isUpdating else {
      userEdits?(.moveItem(item.id, to: destination), "Move")
      return
    }
    // Mid-update, the surface shows an intermediate state: the rest of the update is planned
    // again from it, and the move is handed over in the coordinates of the newest snapshot.
    needsReplan = true
    let newest = pending?.snapshot ?? updateTarget ?? moved
    guard let position = Self.position(of: item.id, at: destination, in: moved, within: newest)
    else {
      return report(.editRefused, "the user moved \(source) into a section that is gone")
    }
    userEdits?(.moveItem(item.id, to: position), "Move")
  }

  /// Shows a provider's data, and does with it all the provider can do: its snapshots are
  /// applied as they come; if it is editable, the user's deletions and moves become its
  /// undoable steps (of the items it says are editable, ``DataProvider/canEditItem(withID:)``);
  /// if it is paged, every item the surface is about to show is reported to
  /// it, which loads the next page near the end; and the provider may set the data source up
  /// first (``DataProvider/prepare(_:)``), as a live query does to compare long updates off
  /// the main actor.
  ///
  /// ```swift
  /// let token = dataSource.bind(to: pokedex)   // an EditableList, a QueryProvider, …
  /// ```
  ///
  /// What the provider can do is read from its ``DataProvider`` requirements, so generic code
  /// binds the same way. Whether the user may delete or move rows is the
  /// ``ListBehavior``'s to say. An edit the provider refuses goes to its
  /// ``DataProvider/onError``, or is reported as a ``ListDiagnostic/Kind/editRefused``
  /// diagnostic; either way the surface animates back to the provider's data (the surface may
  /// have moved a row ahead of it). An item reported while the surface still animates to an
  /// older snapshot is looked up in the provider's snapshot by its identifier; an item the
  /// provider no longer has is not reported.
  ///
  /// - Parameter provider: The data to show.
  /// - Returns: The token that keeps the provider observed.
  /// - Complexity: O(1) per appearing item of a paged provider, beyond what the provider
  ///   does.
  public func bind<Provider: DataProvider>(to provider: Provider) -> ObservationToken
  where Provider.Section == Section, Provider.Item == Item {
    userEdits = nil
    itemEditability = nil
    itemAppearance = nil
    providerBound?(provider)
    provider.prepare(self)
    if provider.isPaged {
      itemAppearance = { [weak provider] item in
        guard let provider, let path = provider.snapshot.path(of: item.id) else { return }
        provider.itemWillAppear(at: path)
      }
    }
    if provider.isEditable {
      itemEditability = { [weak provider] id in provider?.canEditItem(withID: id) ?? false }
      userEdits = { [weak self, weak provider] operation, name in
        guard let self, let provider else { return }
        do {
          try provider.perform(operation, named: name)
          userEditPerformed?(name, provider)
        } catch {
          if let onError = provider.onError {
            onError(error)
          } else {
            report(.editRefused, "the user's edit was refused: \(error)")
          }
          apply(provider.snapshot)
        }
      }
    }
    // After the edits are connected: the rows the surface makes now ask whether they are
    // editable (a list cell's edit-mode controls).
    apply(provider.snapshot, animated: false)
    return provider.observe { [weak self] snapshot in self?.apply(snapshot) }
  }

  /// Where an item the user dropped at `destination` of `shown` goes in `other`: in the same
  /// section, after the nearest item above it that `other` has there.
  static func position(
    of id: Item.ID, at destination: ItemPath, in shown: Snapshot<Section, Item>,
    within other: Snapshot<Section, Item>
  ) -> ItemPath? {
    guard let sectionID = shown.section(at: destination.section)?.id,
      let section = other.index(ofSection: sectionID),
      let neighbours = shown.items(inSectionAt: destination.section)
    else { return nil }
    var index = 0
    for above in neighbours[..<destination.item].reversed() where above.id != id {
      if let path = other.path(of: above.id), path.section == section {
        index = path.item + 1
        break
      }
    }
    // The destination counts positions once the item has left its place.
    if let current = other.path(of: id), current.section == section, current.item < index {
      index -= 1
    }
    return ItemPath(section: section, item: index)
  }
}
