import Testing
@_spi(StandIn) import UIKit

@MainActor private final class PanDelegate: NSObject, UICollectionViewDelegate {
  var events: [String] = []

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("select \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    events.append("deselect \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    events.append("did begin, multiple \(collectionView.allowsMultipleSelection)")
  }
}

@MainActor struct UICollectionViewMultipleSelectionTests {
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  private let items = PlainItems([["a", "b", "c"]])
  private let delegate = PanDelegate()
  private let view: UICollectionView

  init() {
    view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    view.dataSource = items
    view.delegate = delegate
    window.addSubview(view)
  }

  private func item(_ index: Int) -> IndexPath { IndexPath(item: index, section: 0) }

  @Test func `multiple selection toggles items and editing mode has its own settings`() {
    view.allowsMultipleSelection = true
    view.standInSimulateTap(at: item(0))
    view.standInSimulateTap(at: item(2))
    view.standInSimulateTap(at: item(0))
    #expect(view.indexPathsForSelectedItems == [item(2)])
    #expect(delegate.events == ["select 0", "select 2", "deselect 0"])
    view.isEditing = true
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(!view.standInSimulateTap(at: item(1)))
    view.allowsMultipleSelectionDuringEditing = true
    view.standInSimulateTap(at: item(1))
    view.selectItem(at: item(2), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [item(1), item(2)])
  }

  @Test func `a two-finger pan turns multiple selection on`() {
    #expect(view.standInBeginMultipleSelectionInteraction(at: item(1)))
    view.standInSimulateTap(at: item(2))
    #expect(view.indexPathsForSelectedItems == [item(1), item(2)])
    #expect(delegate.events == ["did begin, multiple true", "select 1", "select 2"])
  }
}
