// MARK: - NSCollectionLayoutDimension

/// One side of a compositional layout's size: a fraction of the container, a fixed number of
/// points, or an estimate the content's own size replaces (UIKit headers,
/// `UICollectionViewCompositionalLayout.h`).
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class NSCollectionLayoutDimension: NSObject {
  private init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A fraction of the container's width.
  ///
  /// - Parameter fractionalWidth: The fraction.
  /// - Returns: The dimension.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A fraction of the container's height.
  ///
  /// - Parameter fractionalHeight: The fraction.
  /// - Returns: The dimension.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A fixed number of points.
  ///
  /// - Parameter absoluteDimension: The points.
  /// - Returns: The dimension.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }

  /// An estimate; the rendered content decides. The stand-in does not measure supplementary
  /// views and keeps the estimate.
  ///
  /// - Parameter estimatedDimension: The estimate in points.
  /// - Returns: The dimension.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }

  /// Whether this is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether this is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether this is a fixed number of points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether this is an estimate.
  public var isEstimated: Bool { kind == .estimated }
  /// The fraction, the points or the estimate.
  public let dimension: CGFloat

  private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
  private let kind: Kind

  /// The points this dimension gives along one side of a container of `width` and `height`.
  func standInPoints(width: CGFloat, height: CGFloat) -> CGFloat {
    switch kind {
    case .fractionalWidth: width * dimension
    case .fractionalHeight: height * dimension
    case .absolute, .estimated: dimension
    }
  }
}

// MARK: - NSCollectionLayoutSize

/// A width and a height in a compositional layout.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class NSCollectionLayoutSize: NSObject {
  /// Creates a size.
  ///
  /// - Parameters:
  ///   - widthDimension: The width.
  ///   - heightDimension: The height.
  public init(
    widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension
  ) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
    super.init()
  }

  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension
}

// MARK: - NSRectAlignment

/// Where a boundary supplementary item sits against its container (`UIGeometry.h`).
@available(iOS 13.0, *)
public enum NSRectAlignment: Int, Sendable {
  case none = 0
  case top
  case topLeading
  case leading
  case bottomLeading
  case bottom
  case bottomTrailing
  case trailing
  case topTrailing
}
