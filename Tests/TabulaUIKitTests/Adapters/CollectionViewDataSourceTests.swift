import Foundation
@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// `CollectionViewBridge` against the stand-in: counts, cells, moves, taps and batches of
/// a collection view driven by `ListDataSource(surface: collectionView, ...)`.
@MainActor
struct CollectionViewDataSourceTests {
  /// A collection view in a window (so that it animates), showing an editable list.
  @MainActor
  struct Fixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    let list: AdapterList
    let log = AdapterDiagnosticLog()
    let dataSource: AdapterDataSource
    let token: ObservationToken

    init(_ snapshot: AdapterSnapshot, inWindow: Bool = true) {
      list = AdapterList(snapshot)
      dataSource = AdapterCells.collectionDataSource(
        for: collectionView, diagnostics: log.handler)
      token = dataSource.bind(to: list)
      if inWindow {
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
      }
    }

    /// The view's `CollectionViewBridge`, as UIKit sees it.
    var bridge: CollectionViewBridge? {
      collectionView.dataSource as? CollectionViewBridge
    }

    /// The labels of the visible items, in index-path order.
    var shown: [String?] {
      collectionView.layoutIfNeeded()
      return collectionView.indexPathsForVisibleItems.map {
        (collectionView.cellForItem(at: $0) as? AdapterCollectionCell)?.label.text
      }
    }

    /// The labels of the list's items, in order.
    var model: [String?] { list.snapshot.items.map(\.label) }
  }

  static func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  // MARK: Installation and lifetime

  @Test func `the data source installs a CollectionViewBridge as data source and delegate`()
    throws
  {
    let fixture = Fixture(try .adapter([[1, 2], [3]]))
    let bridge = try #require(fixture.bridge)
    #expect(fixture.collectionView.delegate === bridge)
    #expect(bridge.source === fixture.dataSource)
    #expect(fixture.collectionView.client === fixture.dataSource)
    #expect(fixture.shown == fixture.model)
  }

  @Test func `the view's data source lives as long as the ListDataSource, no longer`() throws {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var dataSource: AdapterDataSource? = AdapterCells.collectionDataSource(
      for: collectionView, diagnostics: .ignore)
    weak let bridge = collectionView.dataSource as? CollectionViewBridge
    dataSource?.apply(try .adapter([[1, 2, 3]]), animated: false)
    #expect(bridge != nil)
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    dataSource = nil
    #expect(bridge == nil)
    #expect(collectionView.dataSource == nil)
    #expect(collectionView.delegate == nil)
  }

  // MARK: Counts and cells

  @Test func `counts and cells come from the list`() throws {
    let fixture = Fixture(try .adapter([[1, 2, 3], [], [4]]))
    let bridge = try #require(fixture.bridge)
    let view = fixture.collectionView
    #expect(bridge.numberOfSections(in: view) == 3)
    #expect(bridge.collectionView(view, numberOfItemsInSection: 0) == 3)
    #expect(bridge.collectionView(view, numberOfItemsInSection: 1) == 0)
    #expect(bridge.collectionView(view, numberOfItemsInSection: 7) == 0)
    #expect(view.numberOfSections == 3)
    #expect(fixture.shown == ["#1 item 1", "#2 item 2", "#3 item 3", "#4 item 4"])
    #expect(
      view.visibleCells.allSatisfy { $0.reuseIdentifier == AdapterItem.Kind.plain.reuseIdentifier })
    #expect(view.recordedViolations.isEmpty)
  }

  #if os(Linux)
  @Test func `class and nib registrations are registered before the first dequeue`() throws {
    var instantiated = 0
    UINib.standInRegister(nibName: "AdapterTestsCollectionNibCell") {
      instantiated += 1
      return [AdapterBadgeCollectionCell(frame: .zero)]
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let nibView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let classView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let fromNib = AdapterDataSource(
      surface: nibView,
      registration: CellRegistration<AdapterCollectionCell, AdapterItem>(
        reuseIdentifier: "AdapterTests.collectionNib", nibName: "AdapterTestsCollectionNibCell"
      ) { cell, _, item in cell.show(item) })
    let fromClass = AdapterDataSource(
      surface: classView,
      registration: CellRegistration<AdapterCollectionCell, AdapterItem> { cell, _, item in
        cell.show(item)
      })
    let violations = try UIKitDriver.violations {
      fromNib.apply(try .adapter([[1, 2]]), animated: false)
      fromClass.apply(try .adapter([[1, 2]]), animated: false)
      window.addSubview(nibView)
      window.addSubview(classView)
    }
    #expect(violations.isEmpty)
    #expect(instantiated == 2)
    #expect(nibView.visibleCells.allSatisfy { $0 is AdapterBadgeCollectionCell })
    #expect(classView.visibleCells.count == 2)
    #expect(classView.visibleCells.allSatisfy { type(of: $0) == AdapterCollectionCell.self })
    let labels = classView.visibleCells.map { ($0 as? AdapterCollectionCell)?.label.text }
    #expect(labels == ["#1 item 1", "#2 item 2"])
  }
  #endif

  @Test func `a cell of the wrong class shows the placeholder and reports a cell mismatch`()
    throws
  {
    let log = AdapterDiagnosticLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = AdapterDataSource(
      surface: view,
      registration: CellRegistration<AdapterBadgeCollectionCell, AdapterItem>(
        reuseIdentifier: "AdapterTests.collectionMismatch"
      ) { cell, _, item in cell.show(item) },
      diagnostics: log.handler)
    let violations = try UIKitDriver.violations {
      dataSource.apply(try .adapter([[1]]), animated: false)
      view.register(
        AdapterCollectionCell.self, forCellWithReuseIdentifier: "AdapterTests.collectionMismatch")
      window.addSubview(view)
    }
    #expect(violations.isEmpty, "the placeholder is dequeued, as collection views require")
    #expect(log.kinds == [.cellMismatch])
    #expect(view.visibleCells.map(\.reuseIdentifier) == ["Tabula.PlaceholderCollectionViewCell"])
  }

  // MARK: Moves and taps

  @Test func `an interactive move updates the list without a second animation`() throws {
    let fixture = Fixture(try .adapter([[1, 2, 3], [4]]))
    let moved = try #require(fixture.collectionView.cellForItem(at: Self.path(0, 0)))
    let counts = fixture.dataSource.updateCounts
    #if os(Linux)
    let queued = UIKitStandIn.pendingAnimationCount
    #endif
    let violations = UIKitDriver.violations {
      #expect(
        fixture.collectionView.simulateMove(from: Self.path(0, 0), to: Self.path(1, 1)))
      #expect(
        fixture.collectionView.simulateMove(from: Self.path(0, 1), to: Self.path(0, 0)))
    }
    #expect(violations.isEmpty)
    #if os(Linux)
    #expect(UIKitStandIn.pendingAnimationCount == queued)
    #endif
    #expect(fixture.dataSource.updateCounts == counts)
    #expect(fixture.list.snapshot.layout == [[3, 2], [4, 1]])
    #expect(fixture.list.history.undoActionName == "Move")
    #expect(fixture.collectionView.cellForItem(at: Self.path(1, 1)) === moved)
    #expect(fixture.shown == fixture.model)
  }

  @Test func `items move only when the list allows moving and is bound for edits`() throws {
    let fixture = Fixture(try .adapter([[1, 2]]))
    let bridge = try #require(fixture.bridge)
    #expect(bridge.collectionView(fixture.collectionView, canMoveItemAt: Self.path(0, 0)))
    fixture.dataSource.behavior.allowsMoving = false
    #expect(!bridge.collectionView(fixture.collectionView, canMoveItemAt: Self.path(0, 0)))
    #expect(!fixture.collectionView.simulateMove(from: Self.path(0, 0), to: Self.path(0, 1)))
    fixture.dataSource.behavior.allowsMoving = true
    fixture.dataSource.userEdits = nil
    #expect(!bridge.collectionView(fixture.collectionView, canMoveItemAt: Self.path(0, 0)))
    #expect(fixture.list.snapshot.layout == [[1, 2]])
  }

  @Test func `undo moves the item back with an animation`() throws {
    let fixture = Fixture(try .adapter([[1, 2, 3]]))
    let violations = try UIKitDriver.violations {
      #expect(
        fixture.collectionView.simulateMove(from: Self.path(0, 0), to: Self.path(0, 2)))
      let batches = fixture.dataSource.updateCounts.batches
      let undoName = try fixture.list.undo()
      #expect(undoName == "Move")
      UIKitDriver.runPendingAnimations()
      #expect(fixture.dataSource.updateCounts.batches == batches + 1)
    }
    #expect(violations.isEmpty)
    #expect(fixture.list.snapshot.layout == [[1, 2, 3]])
    #expect(fixture.shown == fixture.model)
  }

  @Test func `a tap hands the item to the configuration's didSelect and deselects it`() throws {
    let fixture = Fixture(try .adapter([[1], [2, 3]]))
    let selections = Recorded<String>()
    fixture.dataSource.behavior.didSelect = { item, path in
      selections.append("\(item.id) at \(path)")
    }
    #expect(fixture.collectionView.simulateTap(at: Self.path(1, 1)))
    #expect(selections.values == ["3 at [1, 1]"])
    #expect(fixture.collectionView.indexPathsForSelectedItems == nil)
  }

  // MARK: Batches

  @Test func `a collection view in a window animates each change in a batch`() throws {
    let fixture = Fixture(try .adapter([[1, 2, 3], [4]]))
    let kept = try #require(fixture.collectionView.cellForItem(at: Self.path(0, 2)))
    let counts = fixture.dataSource.updateCounts
    #if os(Linux)
    let queued = UIKitStandIn.pendingAnimationCount
    #endif
    let violations = try UIKitDriver.violations {
      fixture.list.replace(with: try .adapter([[3, 5], [4, 1]]))
      #if os(Linux)
      #expect(UIKitStandIn.pendingAnimationCount == queued + 1)
      #endif
      UIKitDriver.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    #expect(fixture.dataSource.updateCounts.batches == counts.batches + 1)
    #expect(fixture.dataSource.updateCounts.reloads == counts.reloads)
    #expect(fixture.collectionView.cellForItem(at: Self.path(0, 0)) === kept)
    #expect(fixture.shown == fixture.model)
  }

  @Test func `sections appear, disappear and move in batches`() throws {
    let fixture = Fixture(try .adapter([[1], [2], [3]]))
    let violations = try UIKitDriver.violations {
      for sections in [[[3], [1], [2]], [[3], [2]], [[5], [3], [2, 6]], []] {
        fixture.list.replace(
          with: try AdapterSnapshot(
            sections: sections.map { ids in
              SnapshotSection(AdapterSection(ids.first ?? 0), items: ids.map { AdapterItem($0) })
            }))
        UIKitDriver.runPendingAnimations()
        #expect(fixture.shown == fixture.model)
      }
    }
    #expect(violations.isEmpty)
    #expect(fixture.collectionView.numberOfSections == 0)
    #expect(fixture.dataSource.updateCounts.reloads == 1, "only the first load")
  }

  @Test func `a content change reconfigures the item and a change of kind reloads it`() throws {
    let fixture = Fixture(try .adapter([[1, 2]]))
    let cell = try #require(
      fixture.collectionView.cellForItem(at: Self.path(0, 1)) as? AdapterCollectionCell)
    let reuses = cell.prepareForReuseCount
    let violations = try UIKitDriver.violations {
      try fixture.list.perform(.replaceItem(AdapterItem(2, "ripe")), named: "Edit")
      UIKitDriver.runPendingAnimations()
      #expect(fixture.collectionView.cellForItem(at: Self.path(0, 1)) === cell)
      #expect(cell.prepareForReuseCount == reuses)
      #expect(cell.label.text == "#2 ripe")
      try fixture.list.perform(.replaceItem(AdapterItem(2, "badged", kind: .badge)), named: "Edit")
      UIKitDriver.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    let reloaded = fixture.collectionView.cellForItem(at: Self.path(0, 1))
    #expect(reloaded !== cell)
    #expect(reloaded is AdapterBadgeCollectionCell)
    #expect(fixture.shown == fixture.model)
  }

  @Test func `a collection view outside a window is reloaded instead of animated`() throws {
    let fixture = Fixture(try .adapter([[1, 2]]), inWindow: false)
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 2)
    let counts = fixture.dataSource.updateCounts
    #if os(Linux)
    let queued = UIKitStandIn.pendingAnimationCount
    #endif
    fixture.list.replace(with: try .adapter([[2, 3, 1]]))
    #if os(Linux)
    #expect(UIKitStandIn.pendingAnimationCount == queued)
    #endif
    #expect(fixture.dataSource.updateCounts.batches == counts.batches)
    #expect(fixture.dataSource.updateCounts.reloads == counts.reloads + 1)
    #if os(Linux)
    #expect(fixture.collectionView.standInCachedCounts == nil)
    #endif
    #expect(fixture.shown == fixture.model)
  }
}
