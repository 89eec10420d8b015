#if canImport(UIKit)
@_spi(Surfaces) public import Tabula
public import UIKit

// MARK: - UICollectionView + Supplementary views

extension UICollectionView {
  /// Registers a supplementary view's class, or the nib it names, under its kind and
  /// identifier.
  ///
  /// - Parameter registration: The view to register; its class must be a
  ///   `UICollectionReusableView`, and a nib is looked up in the main bundle.
  @_spi(Surfaces) public func registerSupplementaryView(
    _ registration: AnySupplementaryRegistration
  ) {
    let kind = registration.kind.elementKind
    if let nibName = registration.nibName {
      register(
        UINib(nibName: nibName, bundle: nil), forSupplementaryViewOfKind: kind,
        withReuseIdentifier: registration.reuseIdentifier)
    } else {
      precondition(
        registration.viewClass is UICollectionReusableView.Type,
        "\(registration) is not a UICollectionReusableView; a collection view cannot show it")
      register(
        registration.viewClass, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
  }

  /// Dequeues the supplementary view registered under a kind and identifier, for a section.
  ///
  /// - Parameters:
  ///   - kind: What the view is for.
  ///   - reuseIdentifier: The identifier it was registered under.
  ///   - section: The index of the section.
  /// - Returns: A reused or new view.
  @_spi(Surfaces) public func dequeueSupplementaryView(
    ofKind kind: SupplementaryKind, withReuseIdentifier reuseIdentifier: String,
    inSection section: Int
  ) -> AnyObject? {
    dequeueReusableSupplementaryView(
      ofKind: kind.elementKind, withReuseIdentifier: reuseIdentifier,
      for: IndexPath(item: 0, section: section))
  }
}
#endif
