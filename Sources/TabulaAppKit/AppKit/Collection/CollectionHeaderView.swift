#if canImport(AppKit) && os(macOS)
internal import AppKit

/// The view of a collection view's section header: the section's title. A layout that asks
/// for another kind of supplementary view gets an empty one, as the data source must return
/// a view.
final class CollectionHeaderView: NSView, NSCollectionViewElement {
  private let label = NSTextField(labelWithString: "")

  override init(frame: NSRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .preferredFont(forTextStyle: .headline)
    addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(label)
  }

  private static let identifier = NSUserInterfaceItemIdentifier("Tabula.SectionHeader")

  /// Registers the view with a collection view for a kind of supplementary view.
  @MainActor
  static func register(
    with collectionView: NSCollectionView, kind: NSCollectionView.SupplementaryElementKind
  ) {
    collectionView.register(
      CollectionHeaderView.self, forSupplementaryViewOfKind: kind, withIdentifier: identifier)
  }

  /// A view of a kind registered with ``register(with:kind:)`` for a section, reused by the
  /// collection view, showing `title`.
  @MainActor
  static func make(
    in collectionView: NSCollectionView, kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath, title: String?
  ) -> NSView {
    let view = collectionView.makeSupplementaryView(
      ofKind: kind, withIdentifier: identifier, for: indexPath)
    (view as? CollectionHeaderView)?.label.stringValue = title ?? ""
    return view
  }
}
#endif
