// Linux only: these tests read what the UIKit stand-in's cells show and the violations it
// recorded, which real UIKit does not have. See CONTRIBUTING.md, "How the UIKit layer is
// verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaExampleModels
import TabulaExamples
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// A user's drag in an outline while updates animate and wait: the data source takes the move
/// or refuses it, and either way the view and the data source never part.
@MainActor
struct OutlineDragDuringUpdateTests {
  /// [a (child a1), b, c], collapsed, editable, in a collection view list in a window.
  static func abc(diagnostics: Seed003.DiagnosticRecorder = Seed003.DiagnosticRecorder()) throws
    -> (
      UIWindow, UICollectionView, ListDataSource<ListSection, Node>,
      EditableList<ListSection, Node>, ObservationToken
    )
  {
    var outline = Snapshot<ListSection, Node>()
    try outline.appendSections([ListSection(id: "Places")])
    try outline.appendItems([
      Node(id: 1, name: "a"), Node(id: 3, name: "b"), Node(id: 4, name: "c"),
    ])
    try outline.appendItems([Node(id: 2, name: "a1")], under: 1)
    let list = EditableList(outline)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    window.addSubview(collectionView)
    window.makeKeyAndVisible()
    let dataSource = ListDataSource<ListSection, Node>(
      surface: collectionView,
      registration: CellRegistration<NodeListCell, Node> { cell, _, place in cell.show(place) },
      diagnostics: diagnostics.handler)
    dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
    let token = dataSource.bind(to: list)
    collectionView.layoutIfNeeded()
    return (window, collectionView, dataSource, list, token)
  }

  /// The names the view's cells show, row by row, in section 0.
  static func shown(_ collectionView: UICollectionView) -> [String?] {
    collectionView.layoutIfNeeded()
    return (0..<collectionView.numberOfItems(inSection: 0)).map { item in
      (collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? NodeListCell)?
        .shown?.name
    }
  }

  // The case: after the animations the cell showed b while the data source held a.
  @Test func `a row dragged while an update removes it is refused and the view stays true`()
    throws
  {
    let recorder = Seed003.DiagnosticRecorder()
    let (window, collectionView, dataSource, list, token) = try Self.abc(diagnostics: recorder)
    let violations = UIKitStandIn.violations {
      try? list.perform(.deleteItems([4]), named: "Delete c")
      // Before the first animation ends, b goes too: that update waits.
      try? list.perform(.deleteItems([3]), named: "Delete b")
      // The user drags b, still on screen, above a.
      collectionView.simulateMove(
        from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
      UIKitDriver.runPendingAnimations()
      UIKitDriver.runPendingAnimations()
    }
    #expect(violations.isEmpty, "\(violations)")
    #expect(recorder.kinds == [.moveRefused])
    #expect(dataSource.snapshot.items.map(\.name) == ["a"])
    #expect(Self.shown(collectionView) == ["a"])
    #expect(list.snapshot.items.map(\.name) == ["a", "a1"])
    withExtendedLifetime((window, token)) {}
  }

  @Test
  func `a row dragged across sections while an update removes it leaves the next batch legal`()
    throws
  {
    let (window, collectionView, dataSource, list, token) = try Self.abc()
    try list.perform(
      .insertSections([
        PositionedSection(
          SnapshotSection(ListSection(id: "More"), items: [Node(id: 5, name: "d")]), at: 1)
      ]),
      named: "Add")
    UIKitDriver.runPendingAnimations()
    let violations = UIKitStandIn.violations {
      try? list.perform(.deleteItems([4]), named: "Delete c")
      try? list.perform(.deleteItems([3]), named: "Delete b")
      collectionView.simulateMove(
        from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))
      UIKitDriver.runPendingAnimations()
      // The next update after the refused drag animates from what the view shows.
      try? list.perform(.deleteItems([5]), named: "Delete d")
      UIKitDriver.runPendingAnimations()
      UIKitDriver.runPendingAnimations()
    }
    #expect(violations.isEmpty, "\(violations)")
    #expect(dataSource.snapshot.items.map(\.name) == ["a"])
    #expect(Self.shown(collectionView) == ["a"])
    #expect(collectionView.numberOfItems(inSection: 1) == 0)
    withExtendedLifetime((window, token)) {}
  }
}
#endif
