// MARK: - ItemPath + Comparable

extension ItemPath: Comparable {
  /// Orders positions as a list shows them: by section, then by item.
  @inlinable
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }
}
