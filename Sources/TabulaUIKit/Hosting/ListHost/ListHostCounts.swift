#if canImport(UIKit)
// MARK: - ListHostCounts

/// How much work the host's updates did: for tests, which check that an update with equal
/// inputs does none.
package struct ListHostCounts: Equatable, Sendable {
  /// Updates received.
  package var updates = 0
  /// Providers bound (each one shows its snapshot with a reload).
  package var binds = 0
  /// Selections applied from a binding.
  package var selectionsApplied = 0
  /// Expansions applied from a binding.
  package var expansionsApplied = 0
  /// Edit-mode changes applied from the environment.
  package var editingChanges = 0
}
#endif
