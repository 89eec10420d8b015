// MARK: - NSCollectionLayoutItem

/// An item of a compositional layout, of a size.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class NSCollectionLayoutItem: NSObject {
  init(standInLayoutSize layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    super.init()
  }

  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize
}

// MARK: - NSCollectionLayoutSupplementaryItem

/// A view of its own element kind anchored to an item, a section or the whole layout.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  init(standInLayoutSize layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(standInLayoutSize: layoutSize)
  }

  /// The kind the collection view asks its data source for.
  public let elementKind: String
}

// MARK: - NSCollectionLayoutBoundarySupplementaryItem

/// A header or footer of a section or of the whole layout (developer.apple.com/documentation/
/// uikit/nscollectionlayoutboundarysupplementaryitem: "You use boundary supplementary items to
/// add headers or footers to a section of a collection view or the entire collection view").
///
/// The stand-in models layout-level items aligned `.top` (above the first section) and
/// `.bottom` (below the last), which extend the content (`extendsBoundary`, default `true`);
/// the other alignments, offsets and pinning are kept but not laid out.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem:
  NSCollectionLayoutSupplementaryItem
{
  /// Creates a boundary item.
  ///
  /// - Parameters:
  ///   - layoutSize: Its size.
  ///   - elementKind: Its kind, unique in the layout.
  ///   - alignment: Which edge of its container it sits against.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.alignment = alignment
    super.init(standInLayoutSize: layoutSize, elementKind: elementKind)
  }

  /// Which edge of its container it sits against.
  public let alignment: NSRectAlignment
  /// Whether it extends its container's content area (UIKit's default: `true`).
  public var extendsBoundary = true
  /// Whether it stays visible while its container is (UIKit's default: `false`).
  public var pinToVisibleBounds = false
}
