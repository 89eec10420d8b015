// MARK: - BatchUpdateMessages + Counts

extension BatchUpdateMessages {
  /// The figures of a failed row-count check.
  struct RowCountFigures {
    let section: Int
    let after: Int
    let before: Int
    let inserted: Int
    let deleted: Int
    let movedIn: Int
    let movedOut: Int
  }

  func invalidNumberOfSections(
    after: Int, before: Int, inserted: Int, deleted: Int, context: CountContext
  ) -> UIKitStandInViolation {
    if context.style == .batchUpdatesDetected {
      return batchUpdatesDetected(.invalidNumberOfSections, context: context)
    }
    return UIKitStandInViolation(
      kind: .invalidNumberOfSections,
      reason: "Invalid update: invalid number of sections. The number of sections contained in "
        + "the \(words.view) after the update (\(after)) must be equal to the number of sections "
        + "contained in the \(words.view) before the update (\(before)), plus or minus the number "
        + "of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).",
      fidelity: .verbatim)
  }

  func invalidNumberOfRows(_ figures: RowCountFigures, context: CountContext)
    -> UIKitStandInViolation
  {
    if context.style == .batchUpdatesDetected {
      return batchUpdatesDetected(.invalidNumberOfRows, context: context)
    }
    let items = words.items
    return UIKitStandInViolation(
      kind: .invalidNumberOfRows,
      reason: "Invalid update: invalid number of \(items) in section \(figures.section). The "
        + "number of \(items) contained in an existing section after the update "
        + "(\(figures.after)) must be equal to the number of \(items) contained in that section "
        + "before the update (\(figures.before)), plus or minus the number of \(items) inserted "
        + "or deleted from that section (\(figures.inserted) inserted, \(figures.deleted) "
        + "deleted) and plus or minus the number of \(items) moved into or out of that section "
        + "(\(figures.movedIn) moved in, \(figures.movedOut) moved out).",
      fidelity: .verbatim)
  }

  /// What the iOS 16.4+ message lists besides the counts.
  struct CountContext {
    let style: UIKitStandIn.MessageStyle
    let before: [Int]
    let after: [Int]
    let batch: PendingBatch
  }

  /// The iOS 16.4 SDK wording. The head and the "Data source before/after updates" parts follow
  /// public reports (exyte/Chat#56 for tables, ra1028/DifferenceKit#155 for collection views);
  /// the spelling of update entries other than "Delete row (0 - 1)" is a guess.
  private func batchUpdatesDetected(
    _ kind: UIKitStandInViolation.Kind, context: CountContext
  ) -> UIKitStandInViolation {
    let reason =
      "Invalid batch updates detected: the number of sections and/or \(words.items) returned by "
      + "the data source \(words.beforeAndAfter) performing the batch updates are inconsistent "
      + "with the updates. Data source before updates = \(summary(context.before)) Data source "
      + "after updates = \(summary(context.after)) Updates = \(updateList(context.batch))"
    return UIKitStandInViolation(kind: kind, reason: reason, fidelity: .approximate)
  }

  private func summary(_ counts: [Int]) -> String {
    let sections = counts.count == 1 ? "1 section" : "\(counts.count) sections"
    let list = counts.map(String.init).joined(separator: ", ")
    return "{ \(sections) with \(words.item) counts: [\(list)] }"
  }

  private func updateList(_ batch: PendingBatch) -> String {
    func path(_ indexPath: IndexPath) -> String { "(\(indexPath[0]) - \(indexPath[1]))" }
    let item = words.item
    var entries: [String] = []
    entries += batch.sectionDeletes.reversed().map { "Delete section \($0)" }
    entries += batch.sectionReloads.map { "Reload section \($0)" }
    entries += batch.sectionMoves.map { "Move section \($0.from) -> \($0.to)" }
    entries += batch.sectionInserts.map { "Insert section \($0)" }
    entries += batch.itemDeletes.sorted(by: >).map { "Delete \(item) \(path($0))" }
    entries += batch.itemReloads.map { "Reload \(item) \(path($0))" }
    entries += batch.itemMoves.map { "Move \(item) \(path($0.from)) -> \(path($0.to))" }
    entries += batch.itemInserts.sorted().map { "Insert \(item) \(path($0))" }
    entries += batch.itemReconfigures.map { "Reconfigure \(item) \(path($0))" }
    return entries.isEmpty ? "[ ]" : "[ " + entries.joined(separator: ", ") + " ]"
  }
}
