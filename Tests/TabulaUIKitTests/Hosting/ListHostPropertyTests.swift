import Foundation
import PropertyBased
@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// Random sequences of what SwiftUI, the user and the app do to a hosted list (see
/// ``HostSequence``): updates with equal inputs, several in one turn of the main queue, new
/// providers, searchable or not, the search field's text, section headers and footers added and
/// dropped by the body, selection, expansion and edit mode set from outside while updates wait and
/// writes are deferred, taps (which run the primary action outside edit mode), disclosure taps,
/// swipes, drags, a two-finger pan, long presses that open the view's menu, scroll requests, Delete
/// on the selection, undo and redo, deferred writes delivered, a page loading, failing and retried
/// at either end, animations ending between any of them, dismantling mid-animation, interleaved
/// with the app's edits of flat lists, sections and outlines.
///
/// Every batch is judged by the UIKit stand-in (strict mode in CI). Once settled, the view
/// shows the provider, the bindings equal what the list shows (the selection also what the
/// view shows selected), the newest value set from outside holds unless something may have
/// changed it since, and no binding was written while an update ran; once dismantled, no
/// binding is written and no undo step is left.
@MainActor
struct ListHostPropertyTests {
  typealias Host = ListHost<AdapterSection, AdapterItem>

  /// How many sequences to run: `TABULA_HOST_SEQUENCES`, else 4,000 (1,000 with the internal
  /// checks or under the thread sanitizer).
  static let cases =
    ProcessInfo.processInfo.environment["TABULA_HOST_SEQUENCES"].flatMap(Int.init)
    ?? defaultCases

  #if TABULA_INTERNAL_CHECKS || TABULA_FEWER_PROPERTY_CASES
  static let defaultCases = 1_000
  #else
  static let defaultCases = 4_000
  #endif

  /// The events in a sequence.
  static let events = 80

  /// The one sequence to run instead, to replay a failure: `TABULA_HOST_SEED`.
  static let replayedSeed = ProcessInfo.processInfo.environment["TABULA_HOST_SEED"].flatMap(
    Int.init)

  @Test func `random sequences leave the list, its view and its bindings agreeing`() async throws {
    if let seed = Self.replayedSeed { return try Self.check(seed: seed) }
    await propertyCheck(count: Self.cases, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      try Self.check(seed: seed)
    }
  }

  /// Runs the sequence of a seed and checks what must hold once it settled.
  static func check(seed: Int) throws {
    var sequence: HostSequence?
    let violations = try UIKitDriver.violations {
      let run = try HostSequence(seed: seed, steps: events)
      sequence = run
      try run.run()
      run.settle()
    }
    let run = try #require(sequence)
    let trail =
      "seed \(seed) (TABULA_HOST_SEED replays it), events: "
      + run.events.map { "\($0)" }.joined(separator: " ")
    #expect(violations.isEmpty, "\(trail): \(violations)")
    if run.isDismantled {
      expectDismantled(run, trail)
    } else {
      expectSettled(run, trail)
    }
  }

  /// What holds once a sequence settled with its view on screen.
  static func expectSettled(_ run: HostSequence, _ trail: String) {
    let fixture = run.fixture
    let dataSource = fixture.host.dataSource
    #expect(dataSource.fullSnapshot == run.providedItems, "\(trail)")
    #expect(dataSource.snapshot == run.visibleRows, "\(trail)")
    #expect(fixture.shown == fixture.expected, "\(trail)")
    #expect(fixture.selection == dataSource.selection, "\(trail)")
    #expect(run.shownSelection == dataSource.selection, "\(trail)")
    #expect(fixture.isEditing == fixture.host.collectionView.isEditing, "\(trail)")
    if fixture.bindsExpansion {
      #expect(fixture.expansion == dataSource.expandedItems, "\(trail)")
    }
    if let claim = run.selectionClaim {
      #expect(dataSource.selection == claim, "the app's selection: \(trail)")
    }
    if let claim = run.expansionClaim {
      #expect(dataSource.expandedItems == claim, "the app's expansion: \(trail)")
    }
    if let claim = run.editingClaim {
      #expect(fixture.host.collectionView.isEditing == claim, "the app's edit mode: \(trail)")
    }
    #expect(fixture.writesDuringUpdate == 0, "\(trail)")
    expectEdges(run, trail)
    expectSectionViews(run, trail)
    #expect(fixture.scrollTarget == nil, "every scroll request is taken: \(trail)")
    for menu in run.menus {
      let expected = menu.selection.contains(menu.pressed) ? menu.selection : [menu.pressed]
      #expect(menu.targets == expected, "a menu is for the pressed row or its selection: \(trail)")
    }
    for action in run.primaryActions {
      #expect(action.ids.count == 1 && !action.isEditing, "a primary action: \(trail)")
    }
    // A selection or an expansion naming items the list lacks is reported; so is an edit of
    // rows that an update removed while the list still animated to them.
    #expect(
      fixture.log.kinds.allSatisfy { $0 == .unknownIdentifiers || $0 == .editRefused },
      "\(trail): \(fixture.log.entries)")
  }

  /// The status at either end of the list follows the provider's newest paging state and
  /// rows, the layout's global header and footer exist exactly for the ends that show one,
  /// and an end's view on screen shows its status.
  static func expectEdges(_ run: HostSequence, _ trail: String) {
    let host = run.fixture.host
    let status = host.status
    #expect(status.pagingState == run.providedPagingState, "the paging state: \(trail)")
    #expect(status.isEmpty == (run.providedItems.numberOfItems == 0), "\(trail)")
    let layout = host.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
    let kinds = layout?.configuration.boundarySupplementaryItems.map(\.elementKind) ?? []
    let shows = (
      top: !status.isEmpty && status.top != nil, bottom: !status.isEmpty && status.bottom != nil
    )
    #expect(
      kinds == (shows.top ? [Host.topEdgeKind] : [])
        + (shows.bottom ? [Host.bottomEdgeKind] : []),
      "the ends \(status): \(trail)")
    host.collectionView.layoutIfNeeded()
    for (edge, kind) in [
      (ListHostStatus.Edge.top, Host.topEdgeKind), (.bottom, Host.bottomEdgeKind),
    ] {
      for view in host.collectionView.visibleSupplementaryViews(ofKind: kind) {
        let label = ((view as? UICollectionViewListCell)?.contentView as? HostedRowView)?.label
        #expect(
          label == status.edge(edge).map { HostSequence.edgeLabel(edge, $0) },
          "the \(kind) view: \(trail)")
      }
    }
  }

  /// The sections' headers and footers on screen are those the view's latest body gives
  /// (`.sectionHeaders`, `.sectionFooters`), each showing its section, and none of a kind the
  /// body dropped.
  static func expectSectionViews(_ run: HostSequence, _ trail: String) {
    let fixture = run.fixture
    let view = fixture.host.collectionView
    let snapshot = fixture.host.dataSource.snapshot
    view.layoutIfNeeded()
    for (kind, shows, label) in [
      (UICollectionView.elementKindSectionHeader, fixture.showsHeaders, fixture.headerMark),
      (UICollectionView.elementKindSectionFooter, fixture.showsFooters, "end of "),
    ] {
      let paths = view.indexPathsForVisibleSupplementaryElements(ofKind: kind)
      if !shows { #expect(paths.isEmpty, "\(kind) views without the modifier: \(trail)") }
      for path in paths {
        let cell = view.supplementaryView(forElementKind: kind, at: path)
        let shown = ((cell as? UICollectionViewListCell)?.contentView as? HostedRowView)?.label
        let header = snapshot.section(at: path.section)?.header ?? ""
        #expect(shown == label + header, "the \(kind) of section \(path.section): \(trail)")
      }
    }
  }

  /// What holds once a sequence settled after its view was dismantled.
  static func expectDismantled(_ run: HostSequence, _ trail: String) {
    #expect(run.writes == run.writesAtDismantling, "no write after dismantling: \(trail)")
    #expect(!run.fixture.undoManager.canUndo, "\(trail)")
    #expect(!run.fixture.undoManager.canRedo, "\(trail)")
    #expect(run.fixture.writesDuringUpdate == 0, "\(trail)")
  }
}
