import PropertyBased
import Tabula
import Testing

/// Random legal batches, built by construction, and the same batches with a count broken.
struct BatchValidatorPropertyTests {
  /// A random legal batch for each seed.
  static let legalBatches = Gen.uint64(in: 0 ... .max).map { seed in
    var rng = Xoshiro(seed: (seed, seed ^ 0x9E37_79B9_7F4A_7C15, ~seed, seed &+ 1))
    return LegalBatch.random(using: &rng)
  }

  @Test func `random legal batches have no violations on either surface`() async {
    await propertyCheck(count: 5_000, input: Self.legalBatches) { legal in
      for surface in [BatchValidator.SurfaceKind.table, .collection] {
        let violations = BatchValidator.violations(
          of: legal.batch, before: legal.before, after: legal.after, surface: surface)
        #expect(violations == [], "\(legal)")
      }
    }
  }

  @Test func `one section's count off by one is always a count violation`() async {
    await propertyCheck(count: 2_000, input: Self.legalBatches) { legal in
      for section in legal.checkedSections {
        for change in [1, -1] {
          var after = legal.after
          after[section] += change
          let sections = BatchValidator.violations(
            of: legal.batch, before: legal.before, after: after
          ).compactMap(\.kind.itemCountSection)
          #expect(sections.contains(section), "\(legal); section \(section) by \(change)")
        }
      }
    }
  }

  @Test func `an extra or a missing section is always a section count violation`() async {
    await propertyCheck(count: 2_000, input: Self.legalBatches, Gen.bool) { legal, adds in
      let after = adds ? legal.after + [0] : Array(legal.after.dropLast())
      let kinds = BatchValidator.violations(of: legal.batch, before: legal.before, after: after)
        .map(\.kind)
      #expect(kinds.contains(where: \.isSectionCount) || (!adds && legal.after.isEmpty))
    }
  }

  @Test func `arbitrary batches, legal or not, are checked without trapping`() async {
    await propertyCheck(count: 2_000, input: Gen.uint64(in: 0 ... .max)) { seed in
      var rng = Xoshiro(seed: (seed, ~seed, seed ^ 0x5851_F42D_4C95_7F2D, seed &+ 7))
      func number() -> Int { Int.random(in: -2...6, using: &rng) }
      func numbers() -> [Int] { (0..<Int.random(in: 0...4, using: &rng)).map { _ in number() } }
      func paths() -> [ItemPath] {
        (0..<Int.random(in: 0...4, using: &rng)).map { _ in
          ItemPath(section: number(), item: number())
        }
      }
      let batch = BatchUpdate(
        deletedSections: numbers(), insertedSections: numbers(),
        movedSections: zip(numbers(), numbers()).map { BatchUpdate.Move(from: $0, to: $1) },
        reloadedSections: numbers(), deletedItems: paths(), insertedItems: paths(),
        movedItems: zip(paths(), paths()).map { BatchUpdate.Move(from: $0, to: $1) },
        reloadedItems: paths(), reconfiguredItems: paths())
      let violations = BatchValidator.violations(of: batch, before: numbers(), after: numbers())
      #expect(violations.allSatisfy { !$0.message.isEmpty })
      #expect(Set(violations).count == violations.count, "\(batch)")
    }
  }
}
