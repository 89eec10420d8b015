// MARK: - UIImage

/// An object that manages image data. The stand-in holds no pixels, only a symbol name.
@MainActor open class UIImage: NSObject {
  init(standInSystemName: String?) {
    self.standInSystemName = standInSystemName
    super.init()
  }

  /// Creates an image with a system symbol.
  ///
  /// The stand-in has no symbol catalogue: it succeeds for any non-empty name and remembers
  /// the name in `standInSystemName`.
  ///
  /// - Parameter name: The name of the system symbol.
  public convenience init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.init(standInSystemName: name)
  }

  /// The symbol name the image was created with.
  @_spi(StandIn) public let standInSystemName: String?
}
