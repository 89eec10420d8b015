// MARK: - OutlineForest + Editing

extension OutlineForest {
  /// What edits in place changed, as it was before them: the forest before, without a copy of
  /// the rows that did not change.
  struct Edits {
    /// The child lists changed, as they were (`nil`: none).
    fileprivate(set) var childLists: [AnyHashable?: [AnyHashable]?] = [:]
    /// The parents changed, as they were (`nil`: the row did not show).
    fileprivate(set) var parents: [AnyHashable: AnyHashable??] = [:]

    /// Edits of about `count` rows and parents, with room for them made once.
    init(reservingCapacity count: Int) {
      childLists.reserveCapacity(count)
      parents.reserveCapacity(count)
    }

    /// The parents whose child lists the edits changed, `nil` for the top level.
    var editedParents: Dictionary<AnyHashable?, [AnyHashable]?>.Keys { childLists.keys }
  }

  /// Sets the children of a row, or of the top level, noting what they were.
  ///
  /// - Parameters:
  ///   - children: The children, `nil` or empty for none.
  ///   - parent: The row, `nil` for the top level.
  ///   - edits: Where what they were is noted, the first time.
  /// - Complexity: O(1) on average.
  mutating func setChildren(
    _ children: [AnyHashable]?, of parent: AnyHashable?, noting edits: inout Edits
  ) {
    let list = children?.isEmpty == false ? children : nil
    if edits.childLists[parent] == nil {
      edits.childLists.updateValue(childLists[parent], forKey: parent)
    }
    childLists[parent] = list
  }

  /// Sets the parent of a row (`.some(nil)`: the top level; `nil`: the row no longer shows)
  /// that no edit noted yet, noting what it was.
  ///
  /// - Parameters:
  ///   - parent: The parent.
  ///   - id: The row.
  ///   - old: Its parent now, as ``parentEntry(of:)`` reads it: the caller has read it, and
  ///     reading it again would hash the identifier once more.
  ///   - edits: Where what it was is noted.
  /// - Complexity: O(1) on average.
  mutating func setParent(
    _ parent: AnyHashable??, of id: AnyHashable, was old: AnyHashable??,
    noting edits: inout Edits
  ) {
    assert(edits.parents[id] == nil, "the parent of \(id) was edited before")
    assert(old == parentsByID[id], "the parent of \(id) read before is not its parent")
    edits.parents[id] = .some(old)
    switch parent {
    case .some(let parent): parentsByID[id] = .some(parent)
    case .none: parentsByID[id] = nil
    }
  }

  /// This forest as it was before edits in place: the rows the edits did not touch read from
  /// this forest's storage, which is shared, not copied.
  ///
  /// - Parameter edits: The edits made since.
  /// - Complexity: O(1).
  func earlier(_ edits: Edits) -> OutlineForest {
    var forest = self
    forest.earlierChildLists = edits.childLists
    forest.earlierParents = edits.parents
    return forest
  }

  /// Undoes edits in place.
  ///
  /// - Parameter edits: The edits made since the forest was as it is to be again.
  /// - Complexity: O(*k*) for *k* edited lists and parents.
  mutating func undo(_ edits: Edits) {
    for (parent, children) in edits.childLists { childLists[parent] = children }
    for (id, parent) in edits.parents {
      switch parent {
      case .some(let parent): parentsByID[id] = .some(parent)
      case .none: parentsByID[id] = nil
      }
    }
  }
}
