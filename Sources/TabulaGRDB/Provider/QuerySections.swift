import Tabula

/// How the records of a query result become a snapshot: all in one section, or grouped into
/// sections by a key, as a fetched-results controller groups by its section name key path.
///
/// Sections follow the order in which their keys first occur in the result, and records keep
/// the query's order within their section, so a request sorted by the section key first gives
/// sections in the key's order. Records of one key need not be adjacent.
struct QuerySections<Section: Identifiable & Equatable & Sendable, Record>: Sendable
where Record: Identifiable & Equatable & Sendable, Section.ID: Sendable, Record.ID: Sendable {
  typealias Failure = SnapshotError<Section.ID, Record.ID>

  private let make: @Sendable ([Record]) throws(Failure) -> Snapshot<Section, Record>

  /// The section of one record, when it depends on the record alone, so that a changed row
  /// can be placed without the others; `nil` when a section's model is made from its records.
  let sectionOf: (@Sendable (Record) -> Section)?

  /// Whether the result is one section, present even when empty.
  let hasOneSection: Bool

  /// Gives a record the key of another record's section, so that the query lists it there;
  /// `nil` when records cannot move across sections.
  let moveToSection: (@Sendable (_ record: inout Record, _ member: Record) -> Void)?

  private init(
    sectionOf: (@Sendable (Record) -> Section)?, hasOneSection: Bool,
    moveToSection: (@Sendable (inout Record, Record) -> Void)? = nil,
    make: @escaping @Sendable ([Record]) throws(Failure) -> Snapshot<Section, Record>
  ) {
    self.sectionOf = sectionOf
    self.hasOneSection = hasOneSection
    self.moveToSection = moveToSection
    self.make = make
  }

  /// All records in one section.
  static func one(_ section: Section) -> Self {
    Self(sectionOf: { _ in section }, hasOneSection: true) { records throws(Failure) in
      try Snapshot(sections: [SnapshotSection(section, items: records)])
    }
  }

  /// Records grouped by a key, each group's section model made from its key alone; a record
  /// moves across sections by `setKey`, if given.
  static func keyed<Key: Hashable & Sendable>(
    by key: @escaping @Sendable (Record) -> Key,
    setKey: (@Sendable (inout Record, Key) -> Void)? = nil,
    section: @escaping @Sendable (Key) -> Section
  ) -> Self {
    let grouped = grouped(by: key, setKey: setKey) { groupKey, _ in section(groupKey) }
    return Self(
      sectionOf: { section(key($0)) }, hasOneSection: false,
      moveToSection: grouped.moveToSection, make: grouped.make)
  }

  /// Records grouped by a key, each group's section model made from its key and records; a
  /// record moves across sections by `setKey`, if given.
  static func grouped<Key: Hashable & Sendable>(
    by key: @escaping @Sendable (Record) -> Key,
    setKey: (@Sendable (inout Record, Key) -> Void)? = nil,
    section: @escaping @Sendable (Key, [Record]) -> Section
  ) -> Self {
    let moveToSection = setKey.map { setKey in
      { @Sendable (record: inout Record, member: Record) in setKey(&record, key(member)) }
    }
    return Self(sectionOf: nil, hasOneSection: false, moveToSection: moveToSection) {
      records throws(Failure) in
      var keys: [Key] = []
      var groups: [Key: [Record]] = [:]
      for record in records {
        let recordKey = key(record)
        if groups[recordKey] == nil { keys.append(recordKey) }
        groups[recordKey, default: []].append(record)
      }
      return try Snapshot(
        sections: keys.map { groupKey in
          let members = groups[groupKey] ?? []
          return SnapshotSection(section(groupKey, members), items: members)
        })
    }
  }

  /// The snapshot of a query result.
  ///
  /// - Throws: `SnapshotError.duplicateIdentifiers(sections:items:)` when the result
  ///   repeats an item identifier, or two keys make sections with one identifier.
  /// - Complexity: O(*n*) on average, where *n* is the number of records.
  func snapshot(of records: [Record]) throws(Failure) -> Snapshot<Section, Record> {
    try make(records)
  }
}
