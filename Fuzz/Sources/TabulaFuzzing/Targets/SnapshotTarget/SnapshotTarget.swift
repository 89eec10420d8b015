import Tabula

/// Sections and items with arbitrary identities into `Snapshot`, then a sequence of its
/// mutations: each either throws a typed error and changes nothing, or keeps its promise and
/// leaves a snapshot whose queries all agree.
enum SnapshotTarget {
  static func run(_ input: inout FuzzInput) throws(FuzzFailure) {
    let sections = input.sectionsWithAnyIdentities(
      sections: SnapshotMutation.sectionIDs, items: SnapshotMutation.itemIDs)
    var snapshot = try built(from: sections)
    try snapshot.checkConsistency("built from \(layout(of: sections))")
    while !input.isExhausted {
      let mutation = SnapshotMutation(&input)
      let before = snapshot
      do {
        try mutation.apply(to: &snapshot)
      } catch {
        try require(
          snapshot == before && snapshot.marks == before.marks,
          "\(mutation) threw \(error) but changed \(before.itemLayout) to \(snapshot.itemLayout)")
        continue
      }
      try snapshot.checkConsistency("\(mutation) on \(before.itemLayout)")
      try mutation.checkOutcome(from: before, to: snapshot)
    }
  }

  private static func layout(of sections: [SnapshotSection<FuzzSection, FuzzItem>]) -> String {
    sections.map { "\($0.model): \($0.items)" }.joined(separator: "; ")
  }

  /// The snapshot of the sections, or, when identities repeat, the error naming exactly the
  /// repeated ones and then the snapshot of their first occurrences.
  private static func built(
    from sections: [SnapshotSection<FuzzSection, FuzzItem>]
  ) throws(FuzzFailure) -> FuzzSnapshot {
    let expected = RepeatedIdentities(of: sections)
    let failure: FuzzSnapshotError
    do {
      let snapshot = try FuzzSnapshot(sections: sections)
      try require(expected.isEmpty, "built despite \(expected)")
      return snapshot
    } catch let error as FuzzSnapshotError {
      failure = error
    } catch {
      throw FuzzFailure("building \(layout(of: sections)) threw \(error)")
    }
    guard case .duplicateIdentifiers(let sectionRepeats, let itemRepeats) = failure else {
      throw FuzzFailure("building \(layout(of: sections)) threw \(failure)")
    }
    try require(
      RepeatedIdentities(sections: sectionRepeats, items: itemRepeats) == expected,
      "\(failure) for \(layout(of: sections)), expected \(expected)")
    return expected.firstOccurrences(of: sections)
  }
}
