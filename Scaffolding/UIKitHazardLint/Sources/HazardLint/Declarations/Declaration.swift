/// A type or an extension of the scanned sources, with what the checks need of it.
struct Declaration {
  /// What was declared.
  enum Kind: Equatable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
  }

  /// What was declared.
  let kind: Kind

  /// The name as written: a type's own name, or the extended type's dotted name.
  let name: String

  /// The type's name within its enclosing declarations (`Outer.Inner`); an extension's is
  /// the extended name.
  let qualifiedName: String

  /// The file.
  let path: String

  /// The line of the type's name, or of the `extension` keyword.
  let line: Int

  /// Whether the type has generic parameters of its own or is nested in a generic type.
  let isGeneric: Bool

  /// The inheritance clause, in order.
  let inherits: [TypeReference]

  /// The methods declared directly in the body.
  var methods: [Method] = []
}
