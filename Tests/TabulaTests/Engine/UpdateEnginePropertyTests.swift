import Foundation
import PropertyBased
import Tabula
import TabulaTesting
import Testing

/// Random pairs of sectioned snapshots, planned and applied batch by batch to a headless view.
@MainActor
struct UpdateEnginePropertyTests {
  /// How many pairs to run: 10,000 by default, `TABULA_ENGINE_PAIRS` to run more.
  static let pairCount =
    ProcessInfo.processInfo.environment["TABULA_ENGINE_PAIRS"]
    .flatMap(Int.init) ?? 10_000

  @Test func `every batch of every plan is legal and the view ends exactly at the target`() async {
    await propertyCheck(
      count: propertyCases(Self.pairCount), input: Gen.int(in: 0...Int(Int32.max))
    ) { seed in
      let (old, new) = try RandomSnapshots.pair(seed: seed)
      expectLegalUpdate(from: old, to: new, seed: seed)
    }
  }
}
