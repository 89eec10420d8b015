#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
public import SwiftUI
public import Tabula
internal import TabulaUIKit
public import UIKit

// MARK: - CellRegistration + Hosting

@available(iOS 16.0, *)
extension CellRegistration where Cell: UICollectionViewCell, Item: Identifiable {
  /// Creates a registration whose cells show a SwiftUI view of each item, in a UIKit list:
  /// for apps that adopt SwiftUI one row at a time.
  ///
  /// ```swift
  /// let cells = CellRegistration<UICollectionViewListCell, Book>(hosting: { book in
  ///   BookRow(book: book)
  /// })
  /// let dataSource = ListDataSource(surface: collectionView, registration: cells)
  /// ```
  ///
  /// The view is given its item's identity, so a reused cell never keeps the state of the row
  /// it showed before.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier to register the cell under.
  ///   - content: The view of an item.
  public init<Content: View>(
    reuseIdentifier: String = CellReuseIdentifier.registered(for: Cell.self),
    @ViewBuilder hosting content: @escaping @MainActor @Sendable (Item) -> Content
  ) {
    self.init(reuseIdentifier: reuseIdentifier) { item in
      UIHostingConfiguration { content(item).id(item.id) }
    }
  }
}

@available(iOS 16.0, *)
extension CellRegistration where Cell: UITableViewCell, Item: Identifiable {
  /// Creates a registration whose table cells show a SwiftUI view of each item, as the
  /// collection view cells' registration does.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier to register the cell under.
  ///   - content: The view of an item.
  public init<Content: View>(
    reuseIdentifier: String = CellReuseIdentifier.registered(for: Cell.self),
    @ViewBuilder hosting content: @escaping @MainActor @Sendable (Item) -> Content
  ) {
    self.init(reuseIdentifier: reuseIdentifier) { item in
      UIHostingConfiguration { content(item).id(item.id) }
    }
  }
}
#endif
