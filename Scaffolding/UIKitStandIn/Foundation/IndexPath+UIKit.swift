// MARK: - IndexPath + UIKit

// UIKit's Swift overlay adds these members to Foundation's `IndexPath`; corelibs Foundation
// does not have them. The preconditions and their messages are the overlay's.

extension IndexPath {
  private static let tableViewMessage =
    "Invalid index path for use with UITableView. This index path must contain exactly two "
    + "indices specifying the section and row."
  private static let collectionViewMessage =
    "Invalid index path for use with UICollectionView. This index path must contain exactly two "
    + "indices specifying the section and item."

  /// Initialize for use with `UITableView` or `UICollectionView`.
  ///
  /// - Parameters:
  ///   - row: The row, in `section`.
  ///   - section: The section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Initialize for use with `UITableView` or `UICollectionView`.
  ///
  /// - Parameters:
  ///   - item: The item, in `section`.
  ///   - section: The section.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section of this index path, when used with `UITableView`.
  ///
  /// - Precondition: The index path must have exactly two elements.
  public var section: Int {
    get {
      precondition(count == 2, Self.tableViewMessage)
      return self[0]
    }
    set {
      precondition(count == 2, Self.tableViewMessage)
      self[0] = newValue
    }
  }

  /// The row of this index path, when used with `UITableView`.
  ///
  /// - Precondition: The index path must have exactly two elements.
  public var row: Int {
    get {
      precondition(count == 2, Self.tableViewMessage)
      return self[1]
    }
    set {
      precondition(count == 2, Self.tableViewMessage)
      self[1] = newValue
    }
  }

  /// The item of this index path, when used with `UICollectionView`.
  ///
  /// - Precondition: The index path must have exactly two elements.
  public var item: Int {
    get {
      precondition(count == 2, Self.collectionViewMessage)
      return self[1]
    }
    set {
      precondition(count == 2, Self.collectionViewMessage)
      self[1] = newValue
    }
  }
}
