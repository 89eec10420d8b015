/// A supplementary view's registration without its view and section types: what a surface
/// needs to register the view.
@_spi(Surfaces)
public struct AnySupplementaryRegistration: Hashable, Sendable, CustomStringConvertible {
  /// What the view is for.
  public let kind: SupplementaryKind

  /// The identifier the view is registered and reused under.
  public let reuseIdentifier: String

  /// The class of the view.
  public let viewClass: any AnyObject.Type

  /// The name of the nib holding the view, if it is not made from its class.
  public let nibName: String?

  /// Creates a registration.
  ///
  /// - Parameters:
  ///   - kind: What the view is for.
  ///   - reuseIdentifier: The identifier the view is registered under.
  ///   - viewClass: The class of the view.
  ///   - nibName: The name of a nib holding the view.
  public init(
    kind: SupplementaryKind, reuseIdentifier: String, viewClass: any AnyObject.Type,
    nibName: String? = nil
  ) {
    self.kind = kind
    self.reuseIdentifier = reuseIdentifier
    self.viewClass = viewClass
    self.nibName = nibName
  }

  /// The registration as `kind reuseIdentifier (class, nib name)`.
  public var description: String {
    let nib = nibName.map { ", nib \($0)" } ?? ""
    return "\(kind) \(reuseIdentifier) (\(CellReuseIdentifier.default(for: viewClass))\(nib))"
  }

  /// Whether two registrations register the same view under the same kind and identifier.
  ///
  /// - Parameters:
  ///   - lhs: A registration.
  ///   - rhs: Another registration.
  /// - Returns: `true` if kind, identifier, class and nib name are equal.
  public static func == (lhs: AnySupplementaryRegistration, rhs: AnySupplementaryRegistration)
    -> Bool
  {
    lhs.kind == rhs.kind && lhs.reuseIdentifier == rhs.reuseIdentifier
      && ObjectIdentifier(lhs.viewClass) == ObjectIdentifier(rhs.viewClass)
      && lhs.nibName == rhs.nibName
  }

  /// Hashes the kind, identifier, class and nib name.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(reuseIdentifier)
    hasher.combine(ObjectIdentifier(viewClass))
    hasher.combine(nibName)
  }
}
