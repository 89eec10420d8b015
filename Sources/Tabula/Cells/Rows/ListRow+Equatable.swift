// MARK: - ListRow + Equatable

extension ListRow: Equatable {
  /// Two rows are equal when they have the same identity, the same cell registration and
  /// equal items. Selection handlers are not compared.
  public static func == (lhs: ListRow, rhs: ListRow) -> Bool {
    lhs.id == rhs.id && lhs.registration == rhs.registration
      && lhs.content.isEqual(to: rhs.content)
  }
}

extension Equatable {
  /// Compares with a value of unknown type: equal only if it has this type and compares equal.
  package func isEqual(to other: any Equatable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
