#if canImport(UIKit)
// MARK: - ListHostCounts

/// How much work the host's updates did: for tests, which check that an update with equal
/// inputs does none.
@_spi(Hosting) public struct ListHostCounts: Equatable, Sendable {
  /// Updates received.
  public var updates = 0
  /// Providers bound (each one shows its snapshot with a reload).
  public var binds = 0
  /// Selections applied from a binding.
  public var selectionsApplied = 0
  /// Expansions applied from a binding.
  public var expansionsApplied = 0
  /// Edit-mode changes applied from the environment.
  public var editingChanges = 0
  /// Layouts given to the view after the first: a new look, headers or footers added or
  /// removed.
  public var layoutsApplied = 0
  /// Updates whose changes were shown without animation.
  public var unanimatedUpdates = 0
  /// Failures announced to VoiceOver.
  public var announcements = 0
  /// Retries asked for (a Retry button tapped).
  public var retries = 0
  /// Rows on screen whose content updates that kept the provider configured again (with new
  /// closures).
  public var rowsReconfigured = 0
  /// Leaves of the snapshot's trees the passes over the rows on screen read their items from:
  /// one descent each, however long the list.
  public var itemLeavesRead = 0
  /// Rows on screen whose controls (disclosure, delete, reorder) an update changed.
  public var rowControlsUpdated = 0
  /// Taps that ran the view's primary action.
  public var primaryActions = 0
  /// Taps that ran a row's navigation.
  public var navigations = 0
  /// Scrolls to an item the view asked for.
  public var scrolls = 0
  /// Search texts handed to the provider.
  public var searchesApplied = 0
  /// Layout configurations given to the view because a status appeared or went at an end.
  public var edgeLayouts = 0
  /// Views at the ends configured with a status.
  public var edgesConfigured = 0
}
#endif
