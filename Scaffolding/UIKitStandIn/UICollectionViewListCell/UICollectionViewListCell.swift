// MARK: - UICollectionViewListCell

/// A collection view cell with list features: indentation and accessories.
///
/// The stand-in keeps the indentation and the accessories as set; it lays nothing out.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
  /// How many levels the cell is indented; a diffable data source sets it from the item's
  /// level in its section snapshot. `0` by default.
  open var indentationLevel = 0

  /// The width of one indentation level (stand-in default: 10, as a table cell's).
  open var indentationWidth: CGFloat = 10

  /// Whether the accessories at the leading edge are indented with the content. `true` by
  /// default.
  open var indentsAccessories = true

  /// The accessories the cell shows; the system places each at the leading or trailing edge.
  open var accessories: [UICellAccessory] = []
}

// MARK: - UICollectionViewListCell + StandIn

extension UICollectionViewListCell {
  /// Simulates a tap on the first accessory of a type that shows in the cell's editing
  /// state: runs its action handler (the stand-in has no diffable data source to toggle for
  /// an outline disclosure without one).
  ///
  /// - Parameter type: The type of accessory.
  /// - Returns: Whether a shown accessory with an action handler ran it.
  @_spi(StandIn) @discardableResult
  public func standInTapAccessory(_ type: UICellAccessory.AccessoryType) -> Bool {
    UIKitStandIn.endRunLoopPass()  // a user event is a run-loop pass of its own
    defer { UIKitStandIn.endRunLoopPass() }
    let editing = standInIsEditing
    let shown = accessories.first { accessory in
      guard accessory.accessoryType == type, !accessory.isHidden else { return false }
      switch accessory.displayedState {
      case .always: return true
      case .whenEditing: return editing
      case .whenNotEditing: return !editing
      }
    }
    guard let handler = shown?.actionHandler else { return false }
    handler()
    return true
  }

  /// Whether the collection view the cell is in is editing.
  private var standInIsEditing: Bool {
    var view = superview
    while let candidate = view {
      if let collectionView = candidate as? UICollectionView {
        return collectionView.isEditing
      }
      view = candidate.superview
    }
    return false
  }
}
