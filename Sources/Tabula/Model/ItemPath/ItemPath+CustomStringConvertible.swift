// MARK: - ItemPath + CustomStringConvertible

extension ItemPath: CustomStringConvertible {
  /// The position as `[section, item]`, the way `IndexPath` prints.
  public var description: String { "[\(section), \(item)]" }
}
