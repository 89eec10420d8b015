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
      for surface in [SurfaceKind.table, .collection] {
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
}
