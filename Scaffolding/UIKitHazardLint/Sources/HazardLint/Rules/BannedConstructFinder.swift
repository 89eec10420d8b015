import SwiftSyntax

/// B1: finds the Objective-C runtime constructs banned anywhere in the adapters. Comments and
/// string literals are not syntax, so nothing in them is ever reported.
final class BannedConstructFinder: SyntaxVisitor {
  /// What was found, in source order.
  private(set) var findings: [Finding] = []

  private let path: String
  private let converter: SourceLocationConverter

  /// Creates a finder for one file.
  ///
  /// - Parameters:
  ///   - path: The file's path, for findings.
  ///   - tree: The file's syntax tree.
  init(path: String, tree: SourceFileSyntax) {
    self.path = path
    converter = SourceLocationConverter(fileName: path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
      let what = BannedConstructs.attributes[name]
    {
      add(node.atSign, what)
    }
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if let what = BannedConstructs.poundExpressions[node.macroName.text] {
      add(node.pound, what)
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
    if !isMember, let what = BannedConstructs.identifiers[node.baseName.text] {
      add(node.baseName, what)
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if let what = BannedConstructs.identifiers[node.name.text] { add(node.name, what) }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let optional = node.calledExpression.as(OptionalChainingExprSyntax.self),
      let name = Self.calledName(optional.expression),
      UIKitProtocol.optionalBaseNames.contains(name.text)
    {
      add(name, BannedConstructs.optionalCall(name.text))
    } else if let name = Self.calledName(node.calledExpression), name.text == "responds",
      node.arguments.first?.label?.text == "to"
    {
      add(name, BannedConstructs.respondsTo)
    }
    return .visitChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    switch node.name.tokenKind {
    case .keyword(.dynamic): add(node.name, BannedConstructs.dynamicModifier)
    case .keyword(.optional): add(node.name, BannedConstructs.optionalRequirement)
    default: break
    }
    return .visitChildren
  }

  // MARK: Private

  private func add(_ token: TokenSyntax, _ what: String) {
    findings.append(
      Finding(
        path: path, line: token.startLocation(converter: converter).line, rule: "B1",
        message: "\(what) is not allowed in UIKit adapter sources"))
  }

  /// The name a call calls: `name(...)` or `base.name(...)`.
  private static func calledName(_ expression: ExprSyntax) -> TokenSyntax? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
    return expression.as(MemberAccessExprSyntax.self)?.declName.baseName
  }
}
