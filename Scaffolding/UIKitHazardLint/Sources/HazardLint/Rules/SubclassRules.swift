// MARK: - DeclarationModel + Subclass rules

extension DeclarationModel {
  /// W3: a UIKit optional method implemented only in a subclass.
  ///
  /// On Linux the witness is fixed at the ancestor that declares the conformance, so the
  /// subclass's method is never called; on iOS it is. In a subclass of
  /// `UITableViewController` or `UICollectionViewController`, such a method must `override`.
  ///
  /// - Parameter qualifiedName: A class.
  /// - Returns: Its findings.
  func subclassFindings(_ qualifiedName: String) -> [Finding] {
    let ancestors = ancestors(of: qualifiedName)
    let controller = rootController(of: qualifiedName)
    guard !ancestors.isEmpty || controller != nil else { return [] }
    let own = declaredConformances(of: qualifiedName)
    let controllerProtocols = (controller.flatMap { UIKitClasses.controllers[$0] } ?? [])
      .reduce(into: Set<String>()) { $0.formUnion(uikitProtocols(implying: $1)) }
    var findings: [Finding] = []
    for method in methods(of: qualifiedName) {
      for proto in (UIKitProtocol.methods[method.name] ?? []).subtracting(own).sorted() {
        let conforming = ancestors.first { declaredConformances(of: $0).contains(proto) }
        if let conforming {
          let implemented = ([conforming] + self.ancestors(of: conforming)).contains {
            implements($0, method.name)
          }
          if implemented { continue }
          findings.append(
            Finding(
              path: method.path, line: method.line, rule: "W3",
              message: "\(method.name) is implemented in subclass `\(qualifiedName)`, but"
                + " `\(conforming)` conforms to \(proto) without implementing it: on Linux the"
                + " witness is fixed there and this method is never called; on iOS it is -"
                + " implement it in `\(conforming)` (open) and override it here"))
          break
        }
        if let controller, controllerProtocols.contains(proto), !method.isOverride {
          findings.append(
            Finding(
              path: method.path, line: method.line, rule: "W3",
              message: "\(method.name) in `\(qualifiedName)` (a \(controller) subclass) lacks"
                + " `override`: UIKit declares it on \(controller); without `override` it is"
                + " never called on Linux"))
          break
        }
      }
    }
    return findings
  }
}
