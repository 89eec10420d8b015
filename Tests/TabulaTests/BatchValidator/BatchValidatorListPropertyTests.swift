import PropertyBased
import Testing

@testable import Tabula

/// The validator's lists of positions and moves search short lists in order and hash long
/// ones; both ways must agree on every answer.
struct BatchValidatorListPropertyTests {
  /// Few distinct values, so that lists repeat positions and share move ends often.
  static let positions = Gen.int(in: 0...5).array(of: 0...40)

  @Test func `a list of positions says the same searched in order or hashed`() async {
    await propertyCheck(count: 500, input: Self.positions, Gen.int(in: -1...7)) { all, probe in
      let searched = BatchValidator.PositionList(all, linearSearchLimit: .max)
      let hashed = BatchValidator.PositionList(all, linearSearchLimit: 0)
      #expect(searched.positions == hashed.positions, "\(all)")
      #expect(searched.repeated == hashed.repeated, "\(all)")
      #expect(searched.positions == all.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
      #expect(searched.contains(probe) == hashed.contains(probe), "\(all), \(probe)")
      #expect(searched.contains(probe) == all.contains(probe), "\(all), \(probe)")
    }
  }

  @Test func `an increasing list of positions, as a plan names them, says what the list holds`()
    async
  {
    await propertyCheck(
      count: 500, input: Gen.int(in: 0...60).array(of: 0...40), Gen.int(in: -1...61)
    ) { drawn, probe in
      let all = Array(Set(drawn)).sorted()
      let list = BatchValidator.PositionList(all, linearSearchLimit: 0)
      #expect(list.positions == all)
      #expect(list.repeated.isEmpty)
      #expect(list.contains(probe) == all.contains(probe), "\(all), \(probe)")
    }
  }

  @Test func `a list of moves says the same searched in order or hashed`() async {
    await propertyCheck(count: 500, input: Self.positions, Self.positions) { sources, targets in
      let all = zip(sources, targets).map { BatchUpdate.Move(from: $0, to: $1) }
      let searched = BatchValidator.MoveList(all, linearSearchLimit: .max)
      let hashed = BatchValidator.MoveList(all, linearSearchLimit: 0)
      #expect(searched.moves == hashed.moves, "\(all)")
      #expect(searched.sharedSources.map(\.0) == hashed.sharedSources.map(\.0), "\(all)")
      #expect(searched.sharedSources.map(\.1) == hashed.sharedSources.map(\.1), "\(all)")
      #expect(
        searched.sharedDestinations.map(\.0) == hashed.sharedDestinations.map(\.0), "\(all)")
      #expect(
        searched.sharedDestinations.map(\.1) == hashed.sharedDestinations.map(\.1), "\(all)")
      for position in 0...5 {
        #expect(searched.move(from: position) == hashed.move(from: position), "\(all)")
        #expect(searched.move(to: position) == hashed.move(to: position), "\(all)")
        #expect(searched.move(from: position) == all.first { $0.from == position }, "\(all)")
      }
    }
  }
}
