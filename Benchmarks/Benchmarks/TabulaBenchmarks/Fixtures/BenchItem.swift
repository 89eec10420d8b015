import Tabula

/// The item every benchmark lists: an identifier and a little content.
struct BenchItem<ID: BenchmarkID>: Identifiable, Equatable, Sendable {
  let id: ID
  var revision: Int
}

/// The section every benchmark lists.
struct BenchSection: SectionModel, Sendable {
  let id: Int
}

typealias BenchSnapshot<ID: BenchmarkID> = Snapshot<BenchSection, BenchItem<ID>>
typealias BenchSections<ID: BenchmarkID> = [SnapshotSection<BenchSection, BenchItem<ID>>]
