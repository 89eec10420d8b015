import SwiftSyntax

/// Gathers the types, extensions and member methods of one file's syntax tree.
///
/// Both branches of an `#if` are read: a type declared in each is one type with two
/// declarations.
final class DeclarationCollector: SyntaxVisitor {
  /// The declarations found, in source order.
  private(set) var declarations: [Declaration] = []

  private let path: String
  private let converter: SourceLocationConverter
  private var indexOfNode: [SyntaxIdentifier: Int] = [:]

  /// Creates a collector for one file.
  ///
  /// - Parameters:
  ///   - path: The file's path, for findings.
  ///   - tree: The file's syntax tree.
  init(path: String, tree: SourceFileSyntax) {
    self.path = path
    converter = SourceLocationConverter(fileName: path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Types

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(.class, node, name: node.name, generics: node.genericParameterClause)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(.struct, node, name: node.name, generics: node.genericParameterClause)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(.enum, node, name: node.name, generics: node.genericParameterClause)
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(.actor, node, name: node.name, generics: node.genericParameterClause)
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(.protocol, node, name: node.name, generics: nil)
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let target = Self.reference(to: node.extendedType)
    let name = target?.name ?? node.extendedType.trimmedDescription
    record(
      node,
      Declaration(
        kind: .extension, name: name, qualifiedName: name, path: path,
        line: line(of: node.extensionKeyword), isGeneric: false,
        inherits: Self.references(in: node.inheritanceClause)))
    return .visitChildren
  }

  // MARK: Methods

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let owner = directOwner(of: node), let index = indexOfNode[owner.id] {
      let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
      declarations[index].methods.append(
        Method(
          name: "\(node.name.text)(\(labels.joined()))", path: path, line: line(of: node.name),
          isOverride: node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }))
    }
    return .visitChildren
  }

  // MARK: Private

  private func addType(
    _ kind: Declaration.Kind, _ node: some DeclGroupSyntax, name: TokenSyntax,
    generics: GenericParameterClauseSyntax?
  ) -> SyntaxVisitorContinueKind {
    let parent = enclosingDeclaration(of: Syntax(node)).flatMap { indexOfNode[$0.id] }
      .map { declarations[$0] }
    var qualifiedName = name.text
    var isGeneric = generics != nil
    if let parent {
      qualifiedName = "\(parent.qualifiedName).\(name.text)"
      // A type nested in a generic type is generic too.
      if parent.kind != .protocol && parent.isGeneric { isGeneric = true }
    }
    record(
      node,
      Declaration(
        kind: kind, name: name.text, qualifiedName: qualifiedName, path: path,
        line: line(of: name), isGeneric: isGeneric,
        inherits: Self.references(in: node.inheritanceClause)))
    return .visitChildren
  }

  private func record(_ node: some SyntaxProtocol, _ declaration: Declaration) {
    indexOfNode[node.id] = declarations.count
    declarations.append(declaration)
  }

  private func line(of token: TokenSyntax) -> Int {
    token.startLocation(converter: converter).line
  }

  /// The nearest type or extension around a node, through any code in between.
  private func enclosingDeclaration(of node: Syntax) -> Syntax? {
    var current = node.parent
    while let candidate = current {
      if candidate.isProtocol((any DeclGroupSyntax).self) { return candidate }
      current = candidate.parent
    }
    return nil
  }

  /// The type or extension whose body declares a node directly (through `#if` blocks, not
  /// through code); `nil` for a local function.
  private func directOwner(of node: some SyntaxProtocol) -> Syntax? {
    var current = node.parent
    while let candidate = current {
      if candidate.isProtocol((any DeclGroupSyntax).self) { return candidate }
      let passable: [SyntaxKind] = [
        .memberBlockItem, .memberBlockItemList, .memberBlock, .ifConfigClause,
        .ifConfigClauseList, .ifConfigDecl,
      ]
      guard passable.contains(candidate.kind) else { return nil }
      current = candidate.parent
    }
    return nil
  }

  /// The types an inheritance clause names, compositions and attributes looked through.
  private static func references(in clause: InheritanceClauseSyntax?) -> [TypeReference] {
    (clause?.inheritedTypes ?? []).flatMap { references(in: $0.type) }
  }

  private static func references(in type: TypeSyntax) -> [TypeReference] {
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { references(in: $0.type) }
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return references(in: attributed.baseType)
    }
    if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
      return references(in: someOrAny.constraint)
    }
    return reference(to: type).map { [$0] } ?? []
  }

  /// A dotted type name with whether generic arguments follow it.
  private static func reference(to type: TypeSyntax) -> TypeReference? {
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return TypeReference(
        name: identifier.name.text, hasArguments: identifier.genericArgumentClause != nil)
    }
    if let member = type.as(MemberTypeSyntax.self), let base = reference(to: member.baseType) {
      return TypeReference(
        name: "\(base.name).\(member.name.text)",
        hasArguments: member.genericArgumentClause != nil)
    }
    return nil
  }
}
