#if canImport(UIKit)
@_spi(Hosting) @_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - ListHost + VisibleRows

extension ListHost {
  /// Configures the rows on screen again with the latest closures and behaviour: their
  /// content and the section headers and footers on screen when the closures are new since
  /// they were last configured (a row's view may read the state and environment of the view
  /// that hosts the list, which SwiftUI hands over anew with each update), and their controls
  /// whenever these differ from what the behaviour and the actions give now. Rows configured
  /// later get the same when they are configured; the cells are set directly, so the data
  /// source plans nothing. An outline row keeps its disclosure; tvOS has none (its UIKit
  /// declares no `outlineDisclosure` accessory type).
  ///
  /// - Returns: The number of rows whose content was configured.
  /// - Complexity: O(*v* + log *n*) for *v* rows on screen in a list of *n*: the rows are
  ///   read in one descent into the list's tree per leaf they span.
  func reconfigureVisibleRows() -> Int {
    let isNewContent = content.generation != configuredGeneration
    configuredGeneration = content.generation
    let snapshot = dataSource.snapshot
    let rules = RowControlRules(self)
    var configured = 0
    // NB: the rows on screen stand side by side, mostly in one leaf of the section's tree: read
    // in one descent per leaf, not one per row, they cost the same in a list of any length.
    let descents = snapshot.forEachItem(
      at: collectionView.indexPathsForVisibleItems, path: { ItemPath($0) }
    ) { path, item in
      guard let cell = collectionView.cellForItem(at: path) as? UICollectionViewListCell else {
        return
      }
      if isNewContent {
        cell.contentConfiguration = content.row(item)
        configured += 1
      }
      updateControls(of: cell, showing: item, at: ItemPath(path), rules: rules)
    }
    counts.itemLeavesRead += descents
    if isNewContent {
      reconfigureVisibleSectionViews(of: snapshot)
    }
    return configured
  }

  /// Gives a row on screen the controls its item has now, leaving the cell alone when it
  /// shows them already, so that an update that changes no control allocates none.
  private func updateControls(
    of cell: UICollectionViewListCell, showing item: Item, at path: ItemPath,
    rules: RowControlRules
  ) {
    let navigates = rules.navigates && interaction.actions.navigation?(item) != nil
    let deletes = rules.mayDelete && dataSource.canDeleteItem(at: path)
    let moves = rules.mayMove && dataSource.canMoveItem(at: path)
    guard !Self.shows(cell.accessories, navigates: navigates, deletes: deletes, moves: moves)
    else { return }
    counts.rowControlsUpdated += 1
    #if os(tvOS)
    cell.accessories = editingAccessories(for: item, at: path)
    #else
    let outline = cell.accessories.filter { $0.accessoryType == .outlineDisclosure }
    cell.accessories = editingAccessories(for: item, at: path) + outline
    #endif
  }

  /// Whether a cell's accessories are exactly the controls wanted, its outline disclosure
  /// aside.
  private static func shows(
    _ accessories: [UICellAccessory], navigates: Bool, deletes: Bool, moves: Bool
  ) -> Bool {
    var controls = 0
    for accessory in accessories {
      switch accessory.accessoryType {
      case .disclosureIndicator where navigates, .delete where deletes, .reorder where moves:
        controls += 1
      #if !os(tvOS)
      case .outlineDisclosure:
        continue
      #endif
      default:
        return false
      }
    }
    return controls == (navigates ? 1 : 0) + (deletes ? 1 : 0) + (moves ? 1 : 0)
  }

  /// Configures the section headers and footers on screen with the latest closures.
  private func reconfigureVisibleSectionViews(of snapshot: Snapshot<Section, Item>) {
    for kind in [SupplementaryKind.header, .footer] {
      let elementKind = kind.elementKind
      for path in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: elementKind) {
        guard
          let view = collectionView.supplementaryView(forElementKind: elementKind, at: path)
            as? UICollectionViewListCell,
          let section = snapshot.section(at: path.section)
        else { continue }
        view.contentConfiguration = content.configuration(of: kind, for: section)
      }
    }
  }
}

// MARK: - RowControlRules

/// What one pass over the rows on screen may show as controls, read once for all of them:
/// conditions each row's own answer needs (``ListHost/editingAccessories(for:at:)``), so that
/// rows are asked only when a control is possible at all.
@MainActor
struct RowControlRules {
  /// Whether the view has a navigation closure, which may give a row a disclosure indicator.
  let navigates: Bool
  /// Whether rows may be deleted at all: the behaviour allows it and edits have a handler.
  let mayDelete: Bool
  /// Whether rows may be moved at all.
  let mayMove: Bool

  init<Section, Item>(_ host: ListHost<Section, Item>) {
    navigates = host.interaction.actions.navigation != nil
    let dataSource = host.dataSource
    let behavior = dataSource.behavior
    let isEditable = dataSource.userEdits != nil && behavior.isEditable
    mayDelete = isEditable && behavior.allowsDeleting
    mayMove = isEditable && behavior.allowsMoving
  }
}
#endif
