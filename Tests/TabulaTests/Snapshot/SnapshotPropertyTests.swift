import PropertyBased
import Tabula
import Testing

/// Random sequences of snapshot operations, each run against a snapshot and a naive model.
struct SnapshotPropertyTests {
  static let operations = zip(
    Gen.int(in: 0...14), Gen.int(in: 0...999), Gen.int(in: 0...999), Gen.int(in: 0...999)
  ).map { SnapshotOperation(kind: $0, a: $1, b: $2, c: $3) }

  @Test func `random operation sequences agree with a naive model in every lookup`() async {
    let cases = propertyCases(10_000)
    await propertyCheck(count: cases, input: Self.operations.array(of: 1...25)) { operations in
      var harness = SnapshotOperationHarness()
      for operation in operations {
        harness.apply(operation)
        harness.compare(after: operation)
      }
    }
  }
}
