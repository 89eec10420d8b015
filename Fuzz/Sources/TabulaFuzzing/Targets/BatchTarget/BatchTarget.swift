import Tabula
import TabulaTesting

/// An arbitrary `BatchUpdate` and arbitrary counts before and after it into `BatchValidator`
/// and `HeadlessListView`: a report, never a trap. The view reports exactly the violations
/// the validator finds, and ends with the counts after the batch either way.
enum BatchTarget {
  @MainActor
  static func run(_ input: inout FuzzInput) throws(FuzzFailure) {
    let before = input.array(upTo: 5) { $0.int(in: 0...6) }
    let after = input.array(upTo: 5) { $0.int(in: 0...6) }
    let batch = input.batch()
    let surface: BatchValidator.SurfaceKind = input.bool() ? .collection : .table
    let context = { "\(batch) from \(before) to \(after) on a \(surface)" }
    let violations = BatchValidator.violations(
      of: batch, before: before, after: after, surface: surface)
    try require(
      violations.allSatisfy { !$0.message.isEmpty }, "\(context()): a violation without a message")
    let client = CountsClient(counts: before)
    let view = HeadlessListView(surfaceKind: surface, visibleRowLimit: input.int(in: 1...12))
    client.show(in: view)
    view.layoutIfNeeded()
    var succeeded: Bool?
    view.performBatchUpdates(batch, updateData: { client.counts = after }) { succeeded = $0 }
    let caught = view.problems.compactMap { problem -> BatchValidator.Violation? in
      if case .invalidBatch(let violation) = problem.kind { violation } else { nil }
    }
    try require(
      caught == violations && view.problems.count == caught.count,
      "\(context()): the view caught \(view.problems), the validator \(violations)")
    try require(
      succeeded == violations.isEmpty,
      "\(context()): completion said \(String(describing: succeeded))")
    try require(view.counts == after, "\(context()): the view ends with \(view.counts)")
    withExtendedLifetime(client) {}
  }
}
