// MARK: - Snapshot + Cell registrations

extension Snapshot {
  /// Every cell the rows of this snapshot need, once each, in the order the rows meet them.
  ///
  /// A surface registers these before it dequeues any cell, so a list of mixed rows never
  /// meets an unregistered identifier.
  ///
  /// - Returns: One registration per reuse identifier.
  /// - Throws: ``AnyCellRegistration/Conflict`` if two different cells claim the same reuse
  ///   identifier.
  /// - Complexity: O(*n*), where *n* is the number of rows.
  public func cellRegistrations<RowID>() throws(AnyCellRegistration.Conflict)
    -> [AnyCellRegistration] where Item == ListRow<RowID>
  {
    var registrations: [AnyCellRegistration] = []
    var byIdentifier: [String: AnyCellRegistration] = [:]
    var conflict: AnyCellRegistration.Conflict?
    for row in _items.joined() {
      let registration = row.registration
      guard let known = byIdentifier[registration.reuseIdentifier] else {
        byIdentifier[registration.reuseIdentifier] = registration
        registrations.append(registration)
        continue
      }
      if known != registration, conflict == nil {
        conflict = AnyCellRegistration.Conflict(
          reuseIdentifier: registration.reuseIdentifier,
          registrations: [known, registration]
        )
      }
    }
    guard var conflict else { return registrations }
    conflict.registrable = registrations
    throw conflict
  }
}
