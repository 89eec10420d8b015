// MARK: - ListDataSource + Anchoring

extension ListDataSource {
  /// Where the surface puts its viewport after the shown snapshot becomes `target`, so that
  /// the user keeps their place: `nil` when ``scrollAnchoring`` is ``ScrollAnchoring/none`` or
  /// the surface has no viewport to keep.
  ///
  /// - Parameter target: The snapshot the surface is about to show.
  /// - Returns: The placement, in `target`'s positions.
  /// - Complexity: O(*v* + log *n*), where *v* is the number of visible rows and *n* the
  ///   number of items, plus O(log *n*) for each deleted row passed over when the anchor row
  ///   itself was deleted.
  func anchorPlacement(towards target: Snapshot<Section, Item>) -> ScrollAnchoring.Placement? {
    guard scrollAnchoring != .none, let viewport = surface?.scrollViewport else { return nil }
    switch scrollAnchoring {
    case .none:
      return nil
    case .stickToTop where viewport.isAtTop:
      return .top
    case .stickToBottom where viewport.isAtBottom:
      // NB: an empty list is at its bottom too: a chat's first page opens at its newest row.
      return .bottom
    case .keepAnchor(let anchor):
      return placement(keeping: anchor, of: viewport, in: target)
    case .stickToTop, .stickToBottom:
      return placement(keeping: .firstFullyVisible, of: viewport, in: target)
    }
  }

  /// What places the surface's viewport after the next batch or reload, if there is a
  /// placement: until then, the rows the surface shows are held back from the bound provider;
  /// after it, those in the placed viewport are reported.
  ///
  /// - Parameters:
  ///   - placement: Where the viewport goes, or `nil` to leave it.
  ///   - surface: The surface to place.
  /// - Returns: The action to run once the batch or reload has switched the data.
  func placing(_ placement: ScrollAnchoring.Placement?, on surface: any ListSurface)
    -> (@MainActor () -> Void)?
  {
    guard let placement else { return nil }
    heldAppearances = []
    return { [weak self, weak surface] in
      guard let self else { return }
      surface?.place(placement)
      let held = heldAppearances ?? []
      heldAppearances = nil
      guard itemAppearance != nil, !held.isEmpty else { return }
      let inView = (surface?.scrollViewport?.rows).map { Set($0.map(\.path)) }
      var reported = Set<ItemPath>()
      for path in held where inView?.contains(path) ?? true && reported.insert(path).inserted {
        willDisplayItem(at: path)
      }
    }
  }

  /// Whether updates wait for the user to stop scrolling before they reach the surface.
  var waitsForScrolling: Bool {
    scrollAnchoring != .none && surface?.isUserScrolling == true
  }

  /// Runs the newest snapshot that waited for the user to stop scrolling, unless the surface
  /// still reports a scroll in progress.
  @_spi(Surfaces) public func userDidEndScrolling() {
    guard !isUpdating, !waitsForScrolling, let next = pending else { return }
    pending = nil
    run(next.snapshot, animated: next.animated)
  }

  // MARK: Private

  private func placement(
    keeping anchor: ScrollAnchoring.Anchor, of viewport: ScrollAnchoring.Viewport,
    in target: Snapshot<Section, Item>
  ) -> ScrollAnchoring.Placement? {
    let isWhole = { (row: ScrollAnchoring.Viewport.Row) in
      row.top >= 0 && row.top + row.height <= viewport.height
    }
    let row: ScrollAnchoring.Viewport.Row?
    switch anchor {
    case .firstFullyVisible: row = viewport.rows.first(where: isWhole) ?? viewport.rows.first
    case .lastFullyVisible: row = viewport.rows.last(where: isWhole) ?? viewport.rows.last
    }
    guard let row, let path = survivor(of: row.path, in: target) else { return nil }
    return .row(path, offset: row.top)
  }

  /// Where the item shown at `path` is in `target`; if `target` lost it, where the nearest
  /// item of the shown order that survives is, looking below and above in turn.
  private func survivor(of path: ItemPath, in target: Snapshot<Section, Item>) -> ItemPath? {
    guard snapshot.item(at: path) != nil else { return nil }
    var below: ItemPath? = path
    var above: ItemPath? = path
    while below != nil || above != nil {
      for candidate in [below, above] {
        if let candidate, let item = snapshot.item(at: candidate),
          let found = target.path(of: item.id)
        {
          return found
        }
      }
      below = below.flatMap(position(after:))
      above = above.flatMap(position(before:))
    }
    return nil
  }

  private func position(after path: ItemPath) -> ItemPath? {
    var section = path.section
    var item = path.item + 1
    while let count = snapshot.numberOfItems(inSectionAt: section) {
      if item < count { return ItemPath(section: section, item: item) }
      section += 1
      item = 0
    }
    return nil
  }

  private func position(before path: ItemPath) -> ItemPath? {
    if path.item > 0 { return ItemPath(section: path.section, item: path.item - 1) }
    var section = path.section - 1
    while section >= 0 {
      let count = snapshot.numberOfItems(inSectionAt: section) ?? 0
      if count > 0 { return ItemPath(section: section, item: count - 1) }
      section -= 1
    }
    return nil
  }
}
