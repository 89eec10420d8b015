@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// A hosted list as a SwiftUI view drives it: the view's state (the bindings' sources of
/// truth), and an `update` that hands the host that state as `updateUIView` would.
@MainActor
final class HostFixture<Section: SectionModel> where Section.ID: Sendable {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let scheduler = ManualScheduler()
  let log: AdapterDiagnosticLog
  let host: ListHost<Section, AdapterItem>
  let undoManager = UndoManager()

  var provider: any DataProvider<Section, AdapterItem>
  var behavior = ListBehavior<AdapterItem>(allowsDeleting: true, allowsMoving: true)
  var selection: Set<Int> = []
  var expansion: Set<Int> = []
  var isEditing = false
  var bindsSelection = true
  var bindsExpansion = false
  var bindsUndo = true
  /// The environment's refresh action (`.refreshable`).
  var refresh: (@MainActor () async -> Void)?
  /// The text of the view's search field (`.searchable(text:)`); `nil` for none.
  var searchText: String?
  /// What the view's state adds before each row's label, which the row closure reads: as
  /// `TabulaList(items) { Row($0, starred: starred.contains($0.id)) }` reads `starred`.
  var rowMark = ""
  /// What the view's state adds before each section header's label.
  var headerMark = ""
  /// Whether the view gives sections headers and footers (`.sectionHeaders`,
  /// `.sectionFooters`).
  var showsHeaders: Bool
  var showsFooters = false
  /// The view's look (`.listAppearance`), and where it reports (`.listDiagnostics`).
  var appearance = UICollectionLayoutListConfiguration.Appearance.plain
  /// How the list keeps the user's place (`.scrollAnchoring`).
  var scrollAnchoring = ScrollAnchoring.stickToTop
  var diagnostics: ListDiagnostic.Handler?
  /// Rows the view's row closures made, over all updates.
  let rowsMade = Tally()

  /// The view's actions (`.contextMenu(forSelectionType:)`, `.navigationRows`, `.onDelete`,
  /// `.onMove`); the scroll target is bound from ``scrollTarget`` when ``bindsScrollTarget``.
  var actions = ListHostActions<Section, AdapterItem>()
  var scrollTarget: Int?
  var bindsScrollTarget = false
  private(set) var scrollTargetWrites = 0
  /// The item at the top of the viewport, bound when ``bindsTopItem``.
  var topItem: Int?
  var bindsTopItem = false
  private(set) var topItemWrites = 0

  /// Whether the view's transaction lets the update's changes animate.
  var animated = true
  /// What the view changes in the data while it updates (as an array handed over anew).
  var changeDuringUpdate: (@MainActor () -> Void)?

  /// Writes that reached a binding while the host ran an update: SwiftUI forbids them.
  private(set) var writesDuringUpdate = 0
  /// Writes that reached each binding.
  private(set) var selectionWrites = 0
  private(set) var expansionWrites = 0
  private(set) var editingWrites = 0

  init(
    _ provider: any DataProvider<Section, AdapterItem>, headers: Bool = false,
    log: AdapterDiagnosticLog = AdapterDiagnosticLog()
  ) {
    self.provider = provider
    self.log = log
    showsHeaders = headers
    let header: ListHost<Section, AdapterItem>.SectionContent = { section in
      HostedRowConfiguration(label: section.header ?? "")
    }
    host = ListHost(
      appearance: .plain, diagnostics: log.handler, schedule: scheduler.schedule,
      header: headers ? header : nil,
      row: { item in HostedRowConfiguration(label: item.label) })
    host.collectionView.frame = window.bounds
    window.addSubview(host.collectionView)
    window.makeKeyAndVisible()
  }

  /// Hands the host the view's state, as SwiftUI's `updateUIView` does: new closures that
  /// capture the state, then the update.
  func update() {
    let mark = rowMark
    let tally = rowsMade
    let headerMark = headerMark
    let header: ListHost<Section, AdapterItem>.SectionContent = { section in
      HostedRowConfiguration(label: headerMark + (section.header ?? ""))
    }
    let footer: ListHost<Section, AdapterItem>.SectionContent = { section in
      HostedRowConfiguration(label: "end of " + (section.header ?? ""))
    }
    host.replaceContent(
      row: { item in
        tally.count += 1
        return HostedRowConfiguration(label: mark + item.label)
      },
      header: showsHeaders ? header : nil, footer: showsFooters ? footer : nil)
    var update = ListHostUpdate(provider: provider, behavior: behavior)
    if bindsSelection {
      update.selection = HostBinding(selection) { [unowned self] ids in
        noteWrite()
        selectionWrites += 1
        selection = ids
      }
    }
    if bindsExpansion {
      update.expansion = HostBinding(expansion) { [unowned self] ids in
        noteWrite()
        expansionWrites += 1
        expansion = ids
      }
    }
    update.editing = HostBinding(isEditing) { [unowned self] editing in
      noteWrite()
      editingWrites += 1
      isEditing = editing
    }
    update.undoRegistrar = bindsUndo ? undoManager : nil
    update.actions = actions
    if bindsScrollTarget {
      update.actions.scrollTarget = HostBinding(scrollTarget) { [unowned self] id in
        noteWrite()
        scrollTargetWrites += 1
        scrollTarget = id
      }
    }
    if bindsTopItem {
      update.actions.topItem = HostBinding(topItem) { [unowned self] id in
        noteWrite()
        topItemWrites += 1
        topItem = id
      }
    }
    update.refresh = refresh
    update.searchText = searchText
    update.appearance = appearance
    update.scrollAnchoring = scrollAnchoring
    update.diagnostics = diagnostics
    let change = changeDuringUpdate
    changeDuringUpdate = nil
    host.update(animated: animated) {
      change?()
      return update
    }
  }

  /// Lets every deferred write and animation run, then updates again, as SwiftUI does after a
  /// binding changed, until nothing is left to do.
  func settle() {
    for _ in 0..<8 {
      UIKitDriver.runPendingAnimations()
      guard !scheduler.queued.isEmpty else { break }
      scheduler.drain()
      update()
    }
    UIKitDriver.runPendingAnimations()
  }

  /// The labels the visible rows' content views show, in order.
  var shown: [String?] {
    host.collectionView.layoutIfNeeded()
    return host.collectionView.indexPathsForVisibleItems.sorted().map { path in
      let cell = host.collectionView.cellForItem(at: path) as? UICollectionViewListCell
      return (cell?.contentView as? HostedRowView)?.label
    }
  }

  /// The labels of the rows at the visible positions (from the top, unless the list scrolled).
  var expected: [String?] {
    host.collectionView.layoutIfNeeded()
    let snapshot = host.dataSource.snapshot
    return host.collectionView.indexPathsForVisibleItems.sorted().map { path in
      snapshot.item(at: ItemPath(path))?.label
    }
  }

  private func noteWrite() {
    if host.writes.isInUpdate { writesDuringUpdate += 1 }
  }
}

/// A count that closures made before their fixture increment.
@MainActor
final class Tally {
  var count = 0
}

/// A hosted list of the adapter tests' sections.
typealias AdapterHostFixture = HostFixture<AdapterSection>
