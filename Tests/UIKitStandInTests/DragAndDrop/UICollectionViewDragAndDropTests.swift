import Testing
@_spi(StandIn) import UIKit

@MainActor struct UICollectionViewDragAndDropTests {
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  private let items = PlainItems([["a", "b"], ["c"]])
  private let recorder = CollectionDragAndDropRecorder()
  private let view: UICollectionView

  init() {
    view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    view.dataSource = items
    view.dragDelegate = recorder
    view.dropDelegate = recorder
    window.addSubview(view)
  }

  @Test func `a drop across sections goes where the delegate placed it`() throws {
    recorder.performDrop = { [items] view, coordinator in
      guard let destination = coordinator.destinationIndexPath,
        let item = coordinator.items.first, let source = item.sourceIndexPath
      else { return }
      view.performBatchUpdates {
        let moved = items.sections[source.section].remove(at: source.item)
        items.sections[destination.section].insert(moved, at: destination.item)
        view.moveItem(at: source, to: destination)
      }
      coordinator.drop(item.dragItem, toItemAt: destination)
    }
    #expect(view.standInBeginDrag(at: IndexPath(item: 0, section: 0)))
    #expect(view.hasActiveDrag && view.hasActiveDrop)
    let (outcome, violations) = UIKitStandIn.capture {
      view.standInDrop(at: IndexPath(item: 1, section: 1))
    }
    #expect(violations.isEmpty)
    #expect(outcome.placements == [IndexPath(item: 1, section: 1)])
    #expect(items.sections == [["b"], ["c", "a"]])
    #expect(view.standInCachedCounts == [1, 2])
    #expect(recorder.events == ["items 0-0", "over 1-1", "perform drop", "drop ends", "drag ends"])
  }

  @Test func `a forbidden drop is not performed`() {
    recorder.proposal = UICollectionViewDropProposal(operation: .forbidden, intent: .unspecified)
    view.standInBeginDrag(at: IndexPath(item: 1, section: 0))
    let outcome = view.standInDrop(at: IndexPath(item: 0, section: 1))
    #expect(!outcome.performedDrop)
    #expect(outcome.itemsAnimatedBack == 1)
    #expect(!recorder.events.contains("perform drop"))
  }

  @Test func `dropping to an item the view does not have is reported`() {
    recorder.performDrop = { _, coordinator in
      coordinator.drop(coordinator.items[0].dragItem, toItemAt: IndexPath(item: 4, section: 0))
    }
    view.standInBeginDrag(at: IndexPath(item: 0, section: 0))
    let violations = UIKitStandIn.violations {
      view.standInDrop(at: IndexPath(item: 2, section: 0))
    }
    #expect(violations.map(\.kind) == [.dropToInvalidIndexPath])
  }
}
