/// Every declaration of the scanned files, and the questions the W rules ask of them.
///
/// A type is known by its qualified name; a type declared twice (once per `#if` branch) is one
/// type with both declarations.
struct DeclarationModel {
  let declarations: [Declaration]
  private var types: [String: [Declaration]] = [:]
  private var qualifiedNamesBySimpleName: [String: [String]] = [:]
  private var extensions: [String: [Declaration]] = [:]

  /// Gathers the declarations of all files.
  ///
  /// - Parameter declarations: The declarations, file after file.
  init(_ declarations: [Declaration]) {
    self.declarations = declarations
    for declaration in declarations where declaration.kind != .extension {
      if types[declaration.qualifiedName] == nil {
        qualifiedNamesBySimpleName[declaration.name, default: []].append(
          declaration.qualifiedName)
      }
      types[declaration.qualifiedName, default: []].append(declaration)
    }
    for declaration in declarations where declaration.kind == .extension {
      if let target = resolve(declaration.name) {
        extensions[target, default: []].append(declaration)
      }
    }
  }

  /// Every class's qualified name, in the order first declared.
  var classNames: [String] {
    var seen: Set<String> = []
    return declarations.compactMap { declaration in
      guard declaration.kind == .class, seen.insert(declaration.qualifiedName).inserted
      else { return nil }
      return declaration.qualifiedName
    }
  }

  // MARK: Lookup

  /// The qualified name of the scanned type a (possibly dotted) name refers to.
  func resolve(_ name: String) -> String? {
    let parts = name.split(separator: ".").map(String.init)
    for start in parts.indices {
      let candidate = parts[start...].joined(separator: ".")
      if types[candidate] != nil { return candidate }
    }
    return parts.last.flatMap { qualifiedNamesBySimpleName[$0]?.first }
  }

  /// What kind of type a qualified name is.
  func kind(_ qualifiedName: String?) -> Declaration.Kind? {
    qualifiedName.flatMap { types[$0]?.first?.kind }
  }

  /// Every method of a type: in its declarations and its extensions.
  func methods(of qualifiedName: String) -> [Method] {
    let own = (types[qualifiedName] ?? []).flatMap(\.methods)
    return own + (extensions[qualifiedName] ?? []).flatMap(\.methods)
  }

  /// Whether a type implements a method.
  func implements(_ qualifiedName: String, _ method: String) -> Bool {
    methods(of: qualifiedName).contains { $0.name == method }
  }

  /// The UIKit protocols that conforming to the named protocol implies.
  func uikitProtocols(implying name: String) -> Set<String> {
    var seen: Set<String> = []
    return uikitProtocols(implying: name, seen: &seen)
  }

  /// The superclass as written: the first entry of the inheritance clause, if it is a class.
  func superclass(of qualifiedName: String) -> TypeReference? {
    for declaration in types[qualifiedName] ?? [] {
      if let first = declaration.inherits.first, namesSuperclass(qualifiedName, first) {
        return first
      }
    }
    return nil
  }

  /// The scanned ancestors of a class, nearest first.
  func ancestors(of qualifiedName: String) -> [String] {
    var result: [String] = []
    var current = scannedSuperclass(of: qualifiedName)
    while let next = current, !result.contains(next), next != qualifiedName {
      result.append(next)
      current = scannedSuperclass(of: next)
    }
    return result
  }

  /// `UITableViewController` or `UICollectionViewController`, if it tops the class's chain.
  func rootController(of qualifiedName: String) -> String? {
    for name in [qualifiedName] + ancestors(of: qualifiedName) {
      if let reference = superclass(of: name),
        UIKitClasses.controllers[String(reference.simpleName)] != nil
      {
        return String(reference.simpleName)
      }
    }
    return nil
  }

  /// The UIKit protocols a class itself declares, in its declarations or its extensions.
  func declaredConformances(of qualifiedName: String) -> Set<String> {
    var references: [TypeReference] = []
    for declaration in types[qualifiedName] ?? [] {
      let skipsSuperclass =
        declaration.inherits.first.map { namesSuperclass(qualifiedName, $0) } ?? false
      references += declaration.inherits.dropFirst(skipsSuperclass ? 1 : 0)
    }
    references += (extensions[qualifiedName] ?? []).flatMap(\.inherits)
    return references.reduce(into: []) { $0.formUnion(uikitProtocols(implying: $1.name)) }
  }

  // MARK: Private

  private func uikitProtocols(implying name: String, seen: inout Set<String>) -> Set<String> {
    guard seen.insert(name).inserted else { return [] }
    let simple = String(name.split(separator: ".").last ?? Substring(name))
    if let known = UIKitProtocol.known[simple] {
      var result: Set<String> = [simple]
      for parent in known.refines {
        result.formUnion(uikitProtocols(implying: parent, seen: &seen))
      }
      return result
    }
    let target = resolve(name)
    guard kind(target) == .protocol, let target else { return [] }
    var result: Set<String> = []
    for declaration in types[target] ?? [] {
      for parent in declaration.inherits {
        result.formUnion(uikitProtocols(implying: parent.name, seen: &seen))
      }
    }
    return result
  }

  private func isProtocolName(_ name: String) -> Bool {
    let simple = String(name.split(separator: ".").last ?? Substring(name))
    return UIKitProtocol.known[simple] != nil || kind(resolve(name)) == .protocol
  }

  private func namesSuperclass(_ qualifiedName: String, _ first: TypeReference) -> Bool {
    if isProtocolName(first.name) { return false }
    let target = resolve(first.name)
    return (target != nil && target != qualifiedName && kind(target) == .class)
      || UIKitClasses.external.contains(String(first.simpleName)) || first.hasArguments
  }

  private func scannedSuperclass(of qualifiedName: String) -> String? {
    guard let reference = superclass(of: qualifiedName),
      !UIKitClasses.external.contains(String(reference.simpleName))
    else { return nil }
    let target = resolve(reference.name)
    return target != qualifiedName && kind(target) == .class ? target : nil
  }
}
