/// A type named in an inheritance clause or an extension: `Module.Outer.Inner<Argument>`.
struct TypeReference: Hashable {
  /// The name as written, dotted, without generic arguments.
  let name: String

  /// Whether generic arguments follow the name.
  let hasArguments: Bool

  /// The last component of the name.
  var simpleName: Substring { name.split(separator: ".").last ?? Substring(name) }
}
