// MARK: - DeclarationModel + Extension rules

extension DeclarationModel {
  /// W1 and W2: UIKit methods and conformances in extensions where iOS cannot see them.
  ///
  /// - W1: in an extension of a generic class, or of a class that inherits from one, where
  ///   `@objc` is not supported on iOS, so the method is not a witness.
  /// - W2: in a protocol extension, whose methods are not `@objc`, so UIKit never sees them.
  ///
  /// - Parameter declaration: An extension.
  /// - Returns: Its findings.
  func extensionFindings(_ declaration: Declaration) -> [Finding] {
    let target = resolve(declaration.name)
    let simple = String(declaration.name.split(separator: ".").last ?? "")
    if let target, kind(target) == .class {
      var why = genericAncestry(of: target)
      if why == nil, declaration.targetHasArguments { why = "generic class `\(target)`" }
      guard let why else { return [] }
      var findings: [Finding] = []
      let conformances = declaration.inherits.filter { !uikitProtocols(implying: $0.name).isEmpty }
      for reference in conformances {
        findings.append(
          Finding(
            path: declaration.path, line: declaration.line, rule: "W1",
            message: "conformance to \(reference.name) is declared in an extension of \(why);"
              + " on iOS a generic class must declare it in the class declaration"))
      }
      for method in declaration.methods {
        guard let protocols = UIKitProtocol.methods[method.name] else { continue }
        findings.append(
          Finding(
            path: method.path, line: method.line, rule: "W1",
            message: "\(method.name) is implemented in an extension of \(why); on iOS @objc"
              + " is not supported there, so UIKit (\(protocols.sorted().joined(separator: "/")))"
              + " never calls it - implement it in the class body"))
      }
      return findings
    }
    let isUIKitProtocol = target == nil && UIKitProtocol.known[simple] != nil
    guard isUIKitProtocol || kind(target) == .protocol else { return [] }
    let shown = target ?? simple
    return declaration.methods.compactMap { method in
      guard UIKitProtocol.methods[method.name] != nil else { return nil }
      let kind = UIKitProtocol.requiredMethods[method.name] != nil ? "required" : "optional"
      return Finding(
        path: method.path, line: method.line, rule: "W2",
        message: "\(method.name) (\(kind) UIKit method) is implemented in an extension"
          + " of protocol `\(shown)`; on iOS a protocol-extension method is not @objc and"
          + " UIKit never sees it - implement it in each conforming class")
    }
  }
}
