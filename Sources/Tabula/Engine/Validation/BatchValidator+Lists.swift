// MARK: - BatchValidator + Lists

extension BatchValidator {
  /// The longest list searched by comparing each element; longer lists are hashed.
  ///
  /// NB: most batches name a few positions; hashing them costs a table per list, which took
  /// more than the rest of validating a one-row batch.
  static var linearSearchLimit: Int { 16 }

  /// The positions of one operation of a batch: each distinct position once, in the order
  /// the batch first names it, with the ones it names more than once.
  struct PositionList<Position: Hashable & Comparable> {
    /// Each distinct position, in the order of its first appearance.
    private(set) var positions: [Position] = []

    /// The distinct positions, for lookups; `nil` for a short list, searched in order, and for
    /// an increasing one, searched by halves.
    private var set: Set<Position>?

    /// Whether the positions are named in increasing order, as a planned batch names them: then
    /// none repeats, and a lookup halves the list rather than hashing it.
    private var isIncreasing = false

    /// The positions named more than once, each once, in the order of their second appearance.
    private(set) var repeated: [Position] = []

    /// Sorts the positions of one operation.
    ///
    /// - Parameters:
    ///   - all: The positions, as the batch names them.
    ///   - linearSearchLimit: The longest list searched in order rather than hashed.
    /// - Complexity: O(*n*), where *n* is the number of positions.
    init(_ all: [Position], linearSearchLimit: Int = BatchValidator.linearSearchLimit) {
      guard all.count > linearSearchLimit else {
        if !all.indices.contains(where: { all[..<$0].contains(all[$0]) }) {
          positions = all
          return
        }
        for position in all {
          if !positions.contains(position) {
            positions.append(position)
          } else if !repeated.contains(position) {
            repeated.append(position)
          }
        }
        return
      }
      if Self.isIncreasing(all) {
        positions = all
        isIncreasing = true
        return
      }
      var set = Set<Position>(minimumCapacity: all.count)
      var repeatedSet: Set<Position> = []
      for position in all {
        if set.insert(position).inserted {
          positions.append(position)
        } else if repeatedSet.insert(position).inserted {
          repeated.append(position)
        }
      }
      self.set = set
    }

    /// Whether the operation names the position.
    func contains(_ position: Position) -> Bool {
      guard isIncreasing else { return set?.contains(position) ?? positions.contains(position) }
      var low = 0
      var high = positions.count
      while low < high {
        let middle = (low + high) / 2
        if positions[middle] < position { low = middle + 1 } else { high = middle }
      }
      return low < positions.count && positions[low] == position
    }

    /// Whether each position comes after the one before.
    private static func isIncreasing(_ all: [Position]) -> Bool {
      for index in all.indices.dropFirst() where !(all[index - 1] < all[index]) { return false }
      return true
    }
  }

  /// The moves of a batch, exact duplicates dropped, indexed by source and by destination.
  struct MoveList<Position: Hashable & Sendable> {
    typealias Move = BatchUpdate.Move<Position>

    /// Each distinct move, in the order of its first appearance.
    private(set) var moves: [Move] = []

    /// The first move from each source; `nil` for a short list, searched in order.
    private var bySource: [Position: Move]?

    /// The first move to each destination; `nil` for a short list, searched in order.
    private var byDestination: [Position: Move]?

    /// Pairs of moves from one source to different destinations: the first move from the
    /// source, then each later one.
    private(set) var sharedSources: [(Move, Move)] = []

    /// Pairs of moves from different sources to one destination: the first move to the
    /// destination, then each later one.
    private(set) var sharedDestinations: [(Move, Move)] = []

    /// Sorts the moves of a batch.
    ///
    /// - Parameters:
    ///   - all: The moves, as the batch names them.
    ///   - linearSearchLimit: The longest list searched in order rather than hashed.
    /// - Complexity: O(*n*), where *n* is the number of moves.
    init(_ all: [Move], linearSearchLimit: Int = BatchValidator.linearSearchLimit) {
      // NB: UIKit silently drops a move repeated exactly, so only distinct moves are kept.
      guard all.count > linearSearchLimit else {
        for move in all where !moves.contains(move) {
          if let first = moves.first(where: { $0.from == move.from }) {
            sharedSources.append((first, move))
          }
          if let first = moves.first(where: { $0.to == move.to }) {
            sharedDestinations.append((first, move))
          }
          moves.append(move)
        }
        return
      }
      var seen = Set<Move>(minimumCapacity: all.count)
      var bySource: [Position: Move] = [:]
      var byDestination: [Position: Move] = [:]
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
      self.bySource = bySource
      self.byDestination = byDestination
    }

    /// The first move from a source, if any.
    func move(from source: Position) -> Move? {
      guard let bySource else { return moves.first { $0.from == source } }
      return bySource[source]
    }

    /// The first move to a destination, if any.
    func move(to destination: Position) -> Move? {
      guard let byDestination else { return moves.first { $0.to == destination } }
      return byDestination[destination]
    }
  }
}
