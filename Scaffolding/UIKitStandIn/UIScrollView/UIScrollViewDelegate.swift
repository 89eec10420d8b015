// MARK: - UIScrollViewDelegate

/// The methods that respond to scrolling. The stand-in declares none of them.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}
