// MARK: - UIColor

/// An object that stores color data. The stand-in holds no components: it exists so that
/// signatures taking a color (a cell accessory's tint, for example) read as on iOS.
open class UIColor: NSObject, @unchecked Sendable {}
