/// How Tabula names cell types for registration.
@usableFromInline
package enum CellReuseIdentifier {
  /// The default reuse identifier of a cell type: its fully qualified name.
  ///
  /// `String(reflecting:)` spells out the module, the enclosing types and the generic
  /// arguments (`"MyApp.Outer.Cell"`, `"MyApp.Cell<Swift.Int>"`), so two different types never
  /// share a default identifier. (`NSStringFromClass` traps on such classes on Linux.)
  ///
  /// - Parameter type: A cell type.
  /// - Returns: The type's fully qualified name.
  @usableFromInline
  package static func `default`(for type: Any.Type) -> String {
    String(reflecting: type)
  }

  /// The identifier a cell type is registered under when none is given: its
  /// ``ConfigurableCell/reuseIdentifier-swift.type.property`` if it is a configurable cell,
  /// otherwise ``default(for:)``.
  ///
  /// - Parameter type: A cell type.
  /// - Returns: The identifier to register it under.
  @usableFromInline
  package static func registered(for type: any AnyObject.Type) -> String {
    if let configurable = type as? any ConfigurableCell.Type {
      return configurable.reuseIdentifier
    }
    return `default`(for: type)
  }
}
