// MARK: - UINib

/// An object that wraps the contents of an Interface Builder nib file.
///
/// The stand-in cannot read nib files. A test supplies what a nib holds with
/// `UINib.standInRegister(nibName:factory:)`; instantiating a nib whose contents were never
/// supplied records a `nibNotFound` violation and returns no objects.
@available(
  visionOS, deprecated: 1.0,
  message: "Interface Builder products will not load in a future visionOS"
)
#if UIKIT_STANDIN_VISIONOS
@available(*, deprecated, message: "Interface Builder products will not load in a future visionOS")
#endif
@MainActor open class UINib: NSObject {
  /// Options for `instantiate(withOwner:options:)`.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's text.
    public var rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's text.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Objects that the nib refers to as external objects.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  init(standInNibName: String?) {
    self.standInNibName = standInNibName
    super.init()
  }

  /// Creates a nib for the named nib file.
  ///
  /// - Parameters:
  ///   - name: The nib file's name, without extension.
  ///   - bundleOrNil: The bundle holding it; the main bundle when `nil`.
  public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.init(standInNibName: name)
  }

  /// Creates a nib from nib data. The stand-in cannot read the data: instantiating the nib
  /// records `nibNotFound`.
  ///
  /// - Parameters:
  ///   - data: The nib data.
  ///   - bundleOrNil: The bundle for resources; the main bundle when `nil`.
  public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
    self.init(standInNibName: nil)
  }

  /// Makes a new copy of the nib's top-level objects.
  ///
  /// - Parameters:
  ///   - ownerOrNil: The file's owner.
  ///   - optionsOrNil: Options, such as external objects.
  /// - Returns: The nib's top-level objects, as supplied by `standInRegister(nibName:factory:)`.
  open func instantiate(
    withOwner ownerOrNil: Any?,
    options optionsOrNil: [UINib.OptionsKey: Any]? = nil
  ) -> [Any] {
    standInInstantiate(recordingOn: nil)
  }

  /// The nib name the nib was created with; `nil` for a nib made from data.
  @_spi(StandIn) public let standInNibName: String?

  /// Supplies the top-level objects of the nib called `nibName`, for every later
  /// `instantiate(withOwner:options:)`; replaces an earlier registration.
  ///
  /// - Parameters:
  ///   - nibName: The nib's name, as passed to `init(nibName:bundle:)`.
  ///   - factory: Makes a fresh copy of the nib's top-level objects.
  @_spi(StandIn) public static func standInRegister(
    nibName: String,
    factory: @escaping @MainActor () -> [AnyObject]
  ) {
    factories[nibName] = factory
  }

  /// Whether `standInRegister(nibName:factory:)` supplied this nib's contents.
  var standInHasContents: Bool {
    standInNibName.flatMap { Self.factories[$0] } != nil
  }

  /// The nib's objects; records `nibNotFound` (also on `view`) when they were never supplied.
  func standInInstantiate(recordingOn view: UIView?) -> [Any] {
    guard let standInNibName, let factory = Self.factories[standInNibName] else {
      let name = standInNibName ?? "(nib data)"
      UIKitStandIn.record(
        UIKitStandInViolation(
          kind: .nibNotFound,
          reason: "Could not load NIB in bundle: 'NSBundle (loaded)' with name '\(name)'",
          fidelity: .approximate),
        on: view)
      return []
    }
    return factory()
  }

  private static var factories: [String: @MainActor () -> [AnyObject]] = [:]
}
