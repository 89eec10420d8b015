// MARK: - BatchValidator + Lists

extension BatchValidator {
  /// The positions of one operation of a batch: each distinct position once, in the order
  /// the batch first names it, with the ones it names more than once.
  struct PositionList<Position: Hashable> {
    /// Each distinct position, in the order of its first appearance.
    private(set) var positions: [Position] = []

    /// The distinct positions, for lookups.
    private(set) var set: Set<Position> = []

    /// The positions named more than once, each once, in the order of their second appearance.
    private(set) var repeated: [Position] = []

    /// Sorts the positions of one operation.
    ///
    /// - Complexity: O(*n*), where *n* is the number of positions.
    init(_ all: [Position]) {
      set.reserveCapacity(all.count)
      var repeatedSet: Set<Position> = []
      for position in all {
        if set.insert(position).inserted {
          positions.append(position)
        } else if repeatedSet.insert(position).inserted {
          repeated.append(position)
        }
      }
    }

    /// Whether the operation names the position.
    func contains(_ position: Position) -> Bool { set.contains(position) }
  }

  /// The moves of a batch, exact duplicates dropped, indexed by source and by destination.
  struct MoveList<Position: Hashable & Sendable> {
    /// Each distinct move, in the order of its first appearance.
    private(set) var moves: [BatchUpdate.Move<Position>] = []

    /// The first move from each source.
    private(set) var bySource: [Position: BatchUpdate.Move<Position>] = [:]

    /// The first move to each destination.
    private(set) var byDestination: [Position: BatchUpdate.Move<Position>] = [:]

    /// Pairs of moves from one source to different destinations: the first move from the
    /// source, then each later one.
    private(set) var sharedSources: [(BatchUpdate.Move<Position>, BatchUpdate.Move<Position>)] = []

    /// Pairs of moves from different sources to one destination: the first move to the
    /// destination, then each later one.
    private(set) var sharedDestinations:
      [(BatchUpdate.Move<Position>, BatchUpdate.Move<Position>)] = []

    /// Sorts the moves of a batch.
    ///
    /// - Complexity: O(*n*), where *n* is the number of moves.
    init(_ all: [BatchUpdate.Move<Position>]) {
      // NB: UIKit silently drops a move repeated exactly, so only distinct moves are kept.
      var seen: Set<BatchUpdate.Move<Position>> = []
      for move in all where seen.insert(move).inserted {
        moves.append(move)
        if let first = bySource[move.from] {
          sharedSources.append((first, move))
        } else {
          bySource[move.from] = move
        }
        if let first = byDestination[move.to] {
          sharedDestinations.append((first, move))
        } else {
          byDestination[move.to] = move
        }
      }
    }
  }
}
