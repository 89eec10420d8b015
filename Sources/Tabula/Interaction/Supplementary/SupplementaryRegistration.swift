/// How to make and configure a section's supplementary view (its header or footer) from the
/// section's model: the counterpart of ``CellRegistration`` for views around sections.
///
/// The configure closure receives the view as its own type, so it needs no cast:
///
/// ```swift
/// let header = SupplementaryRegistration<TitleHeaderView, CountrySection>(kind: .header) {
///   view, _, section in
///   view.title = section.continent
/// }
/// dataSource.register(header)
/// ```
public struct SupplementaryRegistration<View: AnyObject, Section>: Sendable {
  /// What the view is for.
  public let kind: SupplementaryKind

  /// The identifier the view is registered and reused under.
  public let reuseIdentifier: String

  /// The name of the nib holding the view, if it is not made from its class.
  public let nibName: String?

  /// The class of the view.
  public let viewClass: View.Type

  /// Configures a view for a section: the view, the section's index and its model.
  public let handler: @MainActor @Sendable (View, _ section: Int, Section) -> Void

  // MARK: Lifecycle

  /// Creates a registration.
  ///
  /// - Parameters:
  ///   - kind: What the view is for.
  ///   - reuseIdentifier: The identifier to register the view under; by default the kind and
  ///     the class's name.
  ///   - nibName: The name of a nib holding the view, if it is not made from its class.
  ///   - viewClass: The class of the view; `View` by default.
  ///   - handler: Configures a view for a section, from the section's index and model.
  public init(
    kind: SupplementaryKind,
    reuseIdentifier: String? = nil,
    nibName: String? = nil,
    viewClass: View.Type = View.self,
    handler: @escaping @MainActor @Sendable (View, _ section: Int, Section) -> Void
  ) {
    self.kind = kind
    self.reuseIdentifier =
      reuseIdentifier ?? "\(kind.rawValue).\(CellReuseIdentifier.default(for: viewClass))"
    self.nibName = nibName
    self.viewClass = viewClass
    self.handler = handler
  }

  // MARK: Public

  /// The registration without its view and section types, as a surface registers it.
  @_spi(Surfaces) public var erased: AnySupplementaryRegistration {
    AnySupplementaryRegistration(
      kind: kind, reuseIdentifier: reuseIdentifier, viewClass: viewClass, nibName: nibName)
  }
}
