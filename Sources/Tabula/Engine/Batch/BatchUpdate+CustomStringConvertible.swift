// MARK: - BatchUpdate + CustomStringConvertible

extension BatchUpdate: CustomStringConvertible {
  /// The operations of the batch, in the order UIKit lists them in its messages.
  public var description: String {
    var parts: [String] = []
    func add(_ name: String, _ values: [some CustomStringConvertible]) {
      if !values.isEmpty { parts.append("\(name) \(values.map(\.description))") }
    }
    add("delete sections", deletedSections)
    add("insert sections", insertedSections)
    add("move sections", movedSections)
    add("reload sections", reloadedSections)
    add("delete items", deletedItems)
    add("insert items", insertedItems)
    add("move items", movedItems)
    add("reload items", reloadedItems)
    add("reconfigure items", reconfiguredItems)
    return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
  }
}

// MARK: - BatchUpdate.Move + CustomStringConvertible

extension BatchUpdate.Move: CustomStringConvertible {
  /// The move as `from -> to`.
  public var description: String { "\(from) -> \(to)" }
}
