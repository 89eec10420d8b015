import Testing
@_spi(StandIn) import UIKit

/// A delegate implementing the iOS 16 context-menu method, the iOS 13 one, or both.
@MainActor private final class MenuDelegate: NSObject, UICollectionViewDelegate {
  var asked: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    asked.append("item \(indexPath.item)")
    return UIContextMenuConfiguration()
  }
}

@MainActor private final class ItemsMenuDelegate: NSObject, UICollectionViewDelegate {
  var asked: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    asked.append("item \(indexPath.item)")
    return nil
  }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    asked.append("items \(indexPaths.map(\.item))")
    return UIContextMenuConfiguration()
  }
}

@MainActor struct UICollectionViewListTests {
  private let window = UIWindow(frame: .zero)

  private func makeView(
    _ dataSource: some UICollectionViewDataSource, layout: UICollectionViewLayout
  ) -> UICollectionView {
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    view.dataSource = dataSource
    window.addSubview(view)
    return view
  }

  @Test func `a list layout keeps its configuration`() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(configuration.showsSeparators)
    #expect(configuration.headerMode == .none)
    #expect(configuration.footerMode == .none)
    configuration.showsSeparators = false
    configuration.headerMode = .firstItemInSection
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let kept = try #require(layout.standInListConfiguration)
    #expect(kept.appearance == .insetGrouped)
    #expect(!kept.showsSeparators)
    #expect(kept.headerMode == .firstItemInSection)
  }

  @Test func `a swipe on a list cell asks the configuration's provider`() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    var asked: [IndexPath] = []
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      asked.append(indexPath)
      return UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) }
      ])
    }
    let view = makeView(
      PlainItems([["a", "b"]]),
      layout: UICollectionViewCompositionalLayout.list(using: configuration))
    let shown = try #require(
      view.standInSimulateSwipe(.trailing, at: IndexPath(item: 1, section: 0)))
    #expect(shown.actions.map(\.title) == ["Remove"])
    #expect(asked == [IndexPath(item: 1, section: 0)])
    #expect(view.standInSimulateSwipe(.leading, at: IndexPath(item: 1, section: 0)) == nil)
    #expect(view.standInSimulateSwipe(.trailing, at: IndexPath(item: 7, section: 0)) == nil)
  }

  @Test func `a swipe on a flow layout shows nothing`() {
    let view = makeView(PlainItems([["a"]]), layout: UICollectionViewFlowLayout())
    #expect(view.standInSimulateSwipe(.trailing, at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func `a context menu asks the iOS 13 method when the iOS 16 one is absent`() {
    let view = makeView(PlainItems([["a", "b"]]), layout: UICollectionViewFlowLayout())
    let delegate = MenuDelegate()
    view.delegate = delegate
    #expect(view.standInSimulateContextMenu(at: IndexPath(item: 1, section: 0)) != nil)
    #expect(delegate.asked == ["item 1"])
  }

  @Test func `a context menu asks only the iOS 16 method when it is implemented`() {
    let view = makeView(PlainItems([["a", "b"]]), layout: UICollectionViewFlowLayout())
    let delegate = ItemsMenuDelegate()
    view.delegate = delegate
    #expect(view.standInSimulateContextMenu(at: IndexPath(item: 1, section: 0)) != nil)
    #expect(delegate.asked == ["items [1]"])
    #expect(view.standInSimulateContextMenu(at: IndexPath(item: 5, section: 0)) == nil)
  }
}
