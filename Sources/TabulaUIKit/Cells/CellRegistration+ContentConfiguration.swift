#if canImport(UIKit)
public import Tabula
public import UIKit

// MARK: - CellRegistration + Collection view cells

extension CellRegistration where Cell: UICollectionViewCell {
  /// Creates a registration whose cells show the content configuration made for each item:
  /// in SwiftUI, `CellRegistration(hosting:)` makes a `UIHostingConfiguration` of a row view.
  ///
  /// A reused cell is given the new item's configuration, which replaces what it showed.
  ///
  /// ```swift
  /// let cells = CellRegistration<UICollectionViewListCell, Book>(reuseIdentifier: "book") {
  ///   book in
  ///   var content = UIListContentConfiguration.cell()
  ///   content.text = book.title
  ///   return content
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier to register the cell under; by default the cell
  ///     type's name.
  ///   - configuration: Makes the configuration that shows an item.
  @available(iOS 14.0, tvOS 14.0, *)
  public init(
    reuseIdentifier: String = CellReuseIdentifier.registered(for: Cell.self),
    configuration: @escaping @MainActor @Sendable (Item) -> any UIContentConfiguration
  ) {
    self.init(reuseIdentifier: reuseIdentifier) { cell, _, item in
      cell.contentConfiguration = configuration(item)
    }
  }
}

// MARK: - CellRegistration + Table view cells

extension CellRegistration where Cell: UITableViewCell {
  /// Creates a registration whose cells show the content configuration made for each item,
  /// as the collection view cells' registration does.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier to register the cell under; by default the cell
  ///     type's name.
  ///   - configuration: Makes the configuration that shows an item.
  @available(iOS 14.0, tvOS 14.0, *)
  public init(
    reuseIdentifier: String = CellReuseIdentifier.registered(for: Cell.self),
    configuration: @escaping @MainActor @Sendable (Item) -> any UIContentConfiguration
  ) {
    self.init(reuseIdentifier: reuseIdentifier) { cell, _, item in
      cell.contentConfiguration = configuration(item)
    }
  }
}
#endif
