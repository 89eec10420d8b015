// MARK: - ListDataSource + ResizeAnchoring

extension ListDataSource {
  /// Where the surface puts its viewport when its size or insets are about to change (a
  /// keyboard, a bar, a rotation), so that the user keeps their place as after a batch: a
  /// ``ScrollAnchoring/stickToBottom`` list at its bottom stays there, a reader mid-list
  /// keeps the row they read. `nil` while the user scrolls, for ``ScrollAnchoring/none``, or
  /// without a viewport.
  ///
  /// Ask before the change and hand the placement to the surface after it.
  ///
  /// - Returns: The placement, in the shown snapshot's positions.
  /// - Complexity: O(*v* + log *n*) for *v* visible rows and *n* items.
  @_spi(Surfaces) public func placementAcrossResize() -> ScrollAnchoring.Placement? {
    guard surface?.isUserScrolling != true else { return nil }
    return anchorPlacement(towards: snapshot)
  }
}
