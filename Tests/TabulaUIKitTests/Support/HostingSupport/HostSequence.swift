@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// A random sequence of what SwiftUI, the user and the app do to a hosted list, driven
/// through a ``HostFixture`` the way `HostedList` drives its `ListHost`, with what the list
/// must hold once it settles.
///
/// Besides the list agreeing with its bindings, the sequence keeps the newest value the app
/// set from outside for each binding (its *claim*): the list must end at it, unless something
/// happened since that may change it for a reason of its own (the user, or a row leaving), in
/// which case the claim is dropped.
@MainActor
final class HostSequence {
  /// One thing that happens to the list.
  enum Event: Hashable, Sendable {
    /// SwiftUI updates the view with the inputs it had.
    case update
    /// SwiftUI updates the view two or three times in one turn of the main queue.
    case updates
    /// The view is handed a new provider of the same shape.
    case newProvider
    /// The app edits its provider (no update of the view).
    case appEdit
    /// The app sets the selection, and the view updates.
    case setSelection
    /// The app sets the expansion (outlines), and the view updates.
    case setExpansion
    /// The app turns edit mode on or off, and the view updates.
    case toggleEditing
    /// The app changes several of those at once, then the view updates.
    case setSeveral
    /// The user taps a row.
    case userTap
    /// The user taps a row's disclosure control (outlines).
    case userDisclosure
    /// The user swipes a row and deletes it.
    case userSwipeDelete
    /// The user drags a row in edit mode (lists that are not outlines).
    case userDrag
    /// The user starts multiple selection with a two-finger pan.
    case userPan
    /// The app deletes the selection ("Delete" on a toolbar).
    case deleteSelection
    /// Undo, then redo, through the environment's undo manager.
    case undo, redo
    /// The writes that waited for the end of an update reach their bindings, with or without
    /// the update SwiftUI then makes.
    case deliverWrites, deliverWritesAndUpdate
    /// The animations running end.
    case finishAnimations
    /// The user long-presses a row and, now and then, chooses the view's menu command.
    case userLongPress
    /// The app asks the list to scroll to an item (one it has, one an update is about to
    /// bring, now and then one it lacks), and the view updates.
    case scrollRequest
    /// The provider's paging state changes: a page starts loading or fails at either end,
    /// or the list ends (no update of the view).
    case pagingChange
    /// The user taps Retry on a failed page.
    case userRetry
    /// SwiftUI dismantles the view while an edit of the app animates; one sequence in six
    /// ends so, at a random step.
    case dismantle
    /// The view's body adds or drops `.sectionHeaders` or `.sectionFooters`, and the view
    /// updates.
    case toggleSectionViews
    /// The user types in the search field, clears it, or the body drops `.searchable`, and
    /// the view updates.
    case search

    /// How often each event happens, relative to the others.
    static let weights: [(Event, Int)] = [
      (.update, 6), (.updates, 4), (.newProvider, 2), (.appEdit, 10), (.setSelection, 8),
      (.setExpansion, 5), (.toggleEditing, 4), (.setSeveral, 4), (.userTap, 6),
      (.userDisclosure, 3), (.userSwipeDelete, 2), (.userDrag, 3), (.userPan, 3),
      (.deleteSelection, 2), (.undo, 2), (.redo, 1), (.deliverWrites, 4),
      (.deliverWritesAndUpdate, 5), (.finishAnimations, 8), (.userLongPress, 3),
      (.scrollRequest, 3), (.pagingChange, 4), (.userRetry, 1), (.toggleSectionViews, 2),
      (.search, 2),
    ]

    /// A random event.
    static func random(using random: inout SeededRandom) -> Event {
      var draw = Int.random(in: 0..<weights.reduce(0) { $0 + $1.1 }, using: &random)
      for (event, weight) in weights {
        if draw < weight { return event }
        draw -= weight
      }
      return .update
    }
  }

  let fixture: AdapterHostFixture
  private(set) var list: AdapterList
  /// The provider the view shows: `list`, paging.
  private(set) var pages: PagedAdapterList
  /// The search filter over `pages` that the view shows instead, in a sequence of a flat or
  /// sectioned list that draws one: a filter does not page, and it shows an outline's
  /// matching items flat, which the expansion claims here do not model.
  private(set) var filter: SearchFilter<PagedAdapterList>?
  private(set) var forest: HostedForest
  private(set) var events: [Event] = []
  private(set) var isDismantled = false
  /// The writes the bindings had received when the view was dismantled.
  private(set) var writesAtDismantling = 0

  /// The selection, expansion and edit mode the app set last, while nothing may have changed
  /// them since; `nil` once something may have.
  private(set) var selectionClaim: Set<Int>?
  /// The items each menu the user opened was for, with the pressed row and the list's
  /// selection at the time.
  private(set) var menus: [(targets: Set<Int>, pressed: Int, selection: Set<Int>)] = []
  /// The items each primary action ran for, and whether the view was in edit mode then.
  private(set) var primaryActions: [(ids: Set<Int>, isEditing: Bool)] = []
  private(set) var expansionClaim: Set<Int>?
  private(set) var editingClaim: Bool?

  private var random: SeededRandom
  private var next = 0
  /// The step at which SwiftUI dismantles the view, if it does.
  private let dismantlingStep: Int?
  private let steps: Int
  private let menuTargets: MenuTargets

  // MARK: Lifecycle

  /// A list of a random shape, shown and updated once, for a sequence of `steps` events.
  init(seed: Int, steps: Int) throws {
    random = SeededRandom(seed: seed)
    dismantlingStep = random.chance(1.0 / 6) ? Int.random(in: 0..<steps, using: &random) : nil
    let shape = HostedForest.Shape.allCases.randomElement(using: &random) ?? .flat
    forest = HostedForest.random(shape, using: &random, next: &next)
    list = AdapterList(try forest.snapshot())
    pages = PagedAdapterList(list, pagingState: Self.randomPaging(using: &random))
    filter = Self.randomFilter(over: pages, shape: shape, using: &random)
    fixture = AdapterHostFixture(
      Self.provider(filter: filter, pages: pages), headers: shape == .sections)
    fixture.host.replaceEdgeContent { edge, status in
      HostedRowConfiguration(label: Self.edgeLabel(edge, status))
    }
    fixture.bindsExpansion = shape == .outline
    // NB: outline drags are the subject of their own tests (OutlineMoves), not of this one.
    fixture.behavior.allowsMoving = shape != .outline
    self.steps = steps
    fixture.bindsScrollTarget = true
    let menuTargets = MenuTargets()
    self.menuTargets = menuTargets
    fixture.actions.contextMenu = { ids in
      menuTargets.last = ids
      return [ListHostMenuCommand(title: "Mark") {}]
    }
    fixture.update()
    fixture.actions.primaryAction = { [unowned self] ids in
      primaryActions.append((ids, fixture.host.collectionView.isEditing))
    }
    fixture.update()
  }

  // MARK: Events

  /// Runs the sequence's random events, stopping early if the view is dismantled.
  func run() throws {
    for step in 0..<steps where !isDismantled {
      let event = step == dismantlingStep ? .dismantle : Event.random(using: &random)
      events.append(event)
      try perform(event)
      refreshClaims()
    }
  }

  /// Lets every write, update and animation run, as SwiftUI and UIKit do once nothing else
  /// happens.
  func settle() {
    if isDismantled {
      UIKitDriver.runPendingAnimations()
      fixture.scheduler.drain()
    } else {
      fixture.settle()
    }
  }

  /// How many writes reached the bindings.
  var writes: Int {
    fixture.selectionWrites + fixture.expansionWrites + fixture.editingWrites
  }

  /// The identifiers of the rows the provider's list shows, given what the list expands.
  var rowsToShow: Set<Int> {
    Set(visibleRows.itemIdentifiers)
  }

  /// The items the provider the view shows holds: the list's, or those of its that match the
  /// search.
  var providedItems: AdapterSnapshot {
    filter?.snapshot ?? list.snapshot
  }

  /// The paging state of the provider the view shows.
  var providedPagingState: PagingState {
    filter?.pagingState ?? pages.pagingState
  }

  /// The provider's rows that the list shows, given what it expands.
  var visibleRows: AdapterSnapshot {
    let snapshot = providedItems
    guard snapshot.isOutline else { return snapshot }
    return snapshot.visibleSnapshot(expanded: fixture.host.dataSource.expandedItems)
  }

  /// The identifiers of the items the view shows selected.
  var shownSelection: Set<Int> {
    let shown = fixture.host.dataSource.snapshot
    return Set(
      (fixture.host.collectionView.indexPathsForSelectedItems ?? []).compactMap {
        shown.item(at: ItemPath($0))?.id
      })
  }

  /// The label the view at an end of the list shows for its status.
  static func edgeLabel(_ edge: ListHostStatus.Edge, _ status: ListHostStatus.EdgeStatus)
    -> String
  {
    "\(edge == .top ? "top" : "bottom"): \(status)"
  }

  /// A paging state: a page loading or failed at either end, now and then the first page,
  /// or none.
  static func randomPaging(using random: inout SeededRandom) -> PagingState {
    let states: [PagingState] = [
      .idle, .endOfList, .loadingNextPage, .loadingEarlierPage, .failedNextPage(Offline()),
      .failedEarlierPage(Offline()), .loadingFirstPage, .failedFirstPage(Offline()),
    ]
    return states.randomElement(using: &random) ?? .idle
  }

  /// The error of a page that failed.
  struct Offline: Error, CustomStringConvertible {
    var description: String { "The network is offline" }
  }

  // MARK: Private

  private func perform(_ event: Event) throws {
    let view = fixture.host.collectionView
    switch event {
    case .update:
      fixture.update()
    case .updates:
      for _ in 0..<Int.random(in: 2...3, using: &random) { fixture.update() }
    case .newProvider:
      forest = HostedForest.random(forest.shape, using: &random, next: &next)
      list = AdapterList(try forest.snapshot())
      pages = PagedAdapterList(list, pagingState: Self.randomPaging(using: &random))
      filter = Self.randomFilter(over: pages, shape: forest.shape, using: &random)
      fixture.provider = Self.provider(filter: filter, pages: pages)
      fixture.update()
    case .appEdit:
      forest.edit(using: &random, next: &next)
      list.replace(with: try forest.snapshot())
    case .pagingChange:
      pages.pagingState = Self.randomPaging(using: &random)
    case .userRetry:
      fixture.host.retry()
    case .setSelection:
      setSelection()
      fixture.update()
    case .setExpansion:
      setExpansion()
      fixture.update()
    case .toggleEditing:
      toggleEditing()
      fixture.update()
    case .setSeveral:
      if random.chance(0.7) { setSelection() }
      if random.chance(0.5) { setExpansion() }
      if random.chance(0.5) { toggleEditing() }
      fixture.update()
    case .userTap:
      guard let path = randomShownPath() else { break }
      view.layoutIfNeeded()
      view.simulateTap(at: IndexPath(path))
      selectionClaim = nil
    case .userDisclosure:
      let outline = fixture.host.dataSource.fullSnapshot
      let shown = fixture.host.dataSource.snapshot
      let parents = shown.itemIdentifiers.filter { outline.hasChildren($0) }
      guard let id = parents.randomElement(using: &random), let path = shown.path(of: id)
      else { break }
      fixture.host.dataSource.userDidToggleExpansion(at: path)
      expansionClaim = nil
    case .userSwipeDelete:
      #if os(Linux)
      guard let path = randomShownPath() else { break }
      view.layoutIfNeeded()
      view.standInSimulateSwipe(.trailing, at: IndexPath(path))?.actions.first?
        .standInPerform(in: view)
      selectionClaim = nil
      #endif
    case .userDrag:
      guard view.isEditing, forest.shape != .outline, let from = randomShownPath() else { break }
      let shown = fixture.host.dataSource.snapshot
      let section = Int.random(in: 0..<shown.numberOfSections, using: &random)
      let count =
        (shown.numberOfItems(inSectionAt: section) ?? 0) - (section == from.section ? 1 : 0)
      view.layoutIfNeeded()
      view.simulateMove(
        from: IndexPath(from),
        to: IndexPath(item: Int.random(in: 0...max(count, 0), using: &random), section: section))
    case .userPan:
      #if os(Linux)
      guard let path = randomShownPath() else { break }
      view.layoutIfNeeded()
      if view.standInBeginMultipleSelectionInteraction(at: IndexPath(path)) {
        if let other = randomShownPath() { view.simulateTap(at: IndexPath(other)) }
        view.standInEndMultipleSelectionInteraction()
      }
      selectionClaim = nil
      editingClaim = nil
      #endif
    case .deleteSelection:
      fixture.host.dataSource.deleteSelection()
      selectionClaim = nil
    case .undo, .redo:
      UIKitDriver.endRunLoopPass()
      if event == .undo, fixture.undoManager.canUndo { fixture.undoManager.undo() }
      if event == .redo, fixture.undoManager.canRedo { fixture.undoManager.redo() }
      selectionClaim = nil
    case .search:
      let texts: [String?] = [nil, "", "1", "2"]
      fixture.searchText = texts[Int.random(in: 0..<texts.count, using: &random)]
      fixture.update()
    case .toggleSectionViews:
      if random.chance(0.5) { fixture.showsHeaders.toggle() } else { fixture.showsFooters.toggle() }
      fixture.update()
    case .deliverWrites:
      fixture.scheduler.drain()
    case .deliverWritesAndUpdate:
      fixture.scheduler.drain()
      fixture.update()
    case .finishAnimations:
      UIKitDriver.runPendingAnimations()
    case .userLongPress:
      #if os(Linux)
      guard let path = randomShownPath(),
        let pressed = fixture.host.dataSource.snapshot.item(at: path)?.id
      else { break }
      view.layoutIfNeeded()
      let selection = fixture.host.dataSource.selection
      menuTargets.last = nil
      let menu = view.standInSimulateContextMenu(at: IndexPath(path))
      if let targets = menuTargets.last {
        menus.append((targets, pressed, selection))
      }
      if random.chance(0.5), let action = menu?.standInMenu()?.children.first as? UIAction {
        action.standInPerform()
      }
      #endif
    case .scrollRequest:
      let ids = list.snapshot.itemIdentifiers
      fixture.scrollTarget = random.chance(0.1) ? next + 1 : ids.randomElement(using: &random)
      fixture.update()
    case .dismantle:
      forest.edit(using: &random, next: &next)
      list.replace(with: try forest.snapshot())
      writesAtDismantling = writes
      fixture.host.dismantle()
      isDismantled = true
      // The app goes on editing its provider, which the view no longer follows.
      forest.edit(using: &random, next: &next)
      list.replace(with: try forest.snapshot())
    }
  }

  /// The app sets the selection to a few items: shown ones, ones an update is about to show,
  /// ones under collapsed items, now and then one the list does not have.
  private func setSelection() {
    var ids = list.snapshot.itemIdentifiers.filter { _ in random.chance(0.25) }
    if random.chance(0.15) { ids.append(next + 1) }
    let wanted = Set(ids.prefix(4))
    guard wanted != fixture.selection else { return }
    fixture.selection = wanted
    pendingClaims.selection = wanted
  }

  /// The app sets the expansion to a few items of the outline, now and then one without
  /// children or one the list does not have.
  private func setExpansion() {
    guard fixture.bindsExpansion else { return }
    let outline = list.snapshot
    var ids = outline.itemIdentifiers.filter { outline.hasChildren($0) && random.chance(0.5) }
    if random.chance(0.15),
      let leaf = outline.itemIdentifiers.first(where: {
        !outline.hasChildren($0)
      })
    {
      ids.append(leaf)
    }
    if random.chance(0.1) { ids.append(next + 1) }
    let wanted = Set(ids)
    guard wanted != fixture.expansion else { return }
    fixture.expansion = wanted
    pendingClaims.expansion = wanted
    // NB: a value equal to the list's own changes nothing, even where a leaf stays expanded.
    pendingClaims.isListsOwnExpansion = wanted == fixture.host.dataSource.expandedItems
  }

  /// The app turns edit mode on or off.
  private func toggleEditing() {
    fixture.isEditing.toggle()
    editingClaim = fixture.isEditing
  }

  /// The values the app set before the update that hands them to the list.
  private var pendingClaims:
    (selection: Set<Int>?, expansion: Set<Int>?, isListsOwnExpansion: Bool) = (nil, nil, false)

  /// Turns the values the app set into claims once the list has them, and drops the claims
  /// that a row leaving the list may have changed.
  private func refreshClaims() {
    let outline = list.snapshot
    if let expansion = pendingClaims.expansion {
      expansionClaim =
        pendingClaims.isListsOwnExpansion
        ? expansion
        : expansion.filter { outline.path(of: $0) != nil && outline.hasChildren($0) }
    }
    if let selection = pendingClaims.selection {
      // NB: a row that still shows while an update takes it away stays selected until it
      // goes, and for good if an update brings it back first: too early to tell.
      let leaving = Set(fixture.host.dataSource.snapshot.itemIdentifiers).subtracting(rowsToShow)
      selectionClaim =
        selection.isDisjoint(with: leaving) ? selection.intersection(rowsToShow) : nil
    }
    pendingClaims = (nil, nil, false)
    if let claim = selectionClaim, !claim.isSubset(of: rowsToShow) { selectionClaim = nil }
    if let claim = expansionClaim, claim.contains(where: { outline.path(of: $0) == nil }) {
      expansionClaim = nil
    }
  }

  /// A search filter over a flat or sectioned list, one time in three, matching items by
  /// the end of their labels.
  private static func randomFilter(
    over pages: PagedAdapterList, shape: HostedForest.Shape, using random: inout SeededRandom
  ) -> SearchFilter<PagedAdapterList>? {
    guard shape != .outline, random.chance(1.0 / 3) else { return nil }
    return SearchFilter(pages) { item, text in text.isEmpty || item.label.hasSuffix(text) }
  }

  /// The provider the view shows: the filter, if the sequence drew one, else the pages.
  ///
  /// NB: not `filter ?? pages`, whose generic call needs the metadata of a constrained
  /// existential at run time, which iOS 15 lacks.
  private static func provider(
    filter: SearchFilter<PagedAdapterList>?, pages: PagedAdapterList
  ) -> any DataProvider<AdapterSection, AdapterItem> {
    if let filter { return filter }
    return pages
  }

  /// A random row the view shows, if any.
  private func randomShownPath() -> ItemPath? {
    let shown = fixture.host.dataSource.snapshot
    let ids = shown.itemIdentifiers
    guard let id = ids.randomElement(using: &random) else { return nil }
    return shown.path(of: id)
  }
}

/// The items the view's menu was last asked for.
@MainActor
final class MenuTargets {
  var last: Set<Int>?
}
