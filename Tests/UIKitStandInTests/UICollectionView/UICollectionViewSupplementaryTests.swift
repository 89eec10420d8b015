import Testing
@_spi(StandIn) import UIKit

/// A collection data source with section headers and footers.
@MainActor private final class HeaderedItems: NSObject, UICollectionViewDataSource {
  var sections: [[String]]
  var requests: [String] = []
  /// Dequeues with this identifier ("Header" is registered).
  var identifier = "Header"
  /// Dequeues for this index path instead of the one asked for.
  var wrongIndexPath: IndexPath?
  /// Returns a view it made itself.
  var returnsOwnView = false

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let short = kind == UICollectionView.elementKindSectionHeader ? "header" : "footer"
    requests.append("\(short) \(indexPath.section)")
    if returnsOwnView { return HeaderView(frame: .zero) }
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: wrongIndexPath ?? indexPath)
    (view as? HeaderView)?.title = "\(short) \(indexPath.section)"
    return view
  }
}

private final class HeaderView: UICollectionReusableView {
  var title = ""
  private(set) var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

@MainActor struct UICollectionViewSupplementaryTests {
  private let window = UIWindow(frame: .zero)
  private let header = UICollectionView.elementKindSectionHeader
  private let footer = UICollectionView.elementKindSectionFooter

  private func flowLayout(header: Bool = true, footer: Bool = false) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    if header { layout.headerReferenceSize = CGSize(width: 0, height: 44) }
    if footer { layout.footerReferenceSize = CGSize(width: 0, height: 20) }
    return layout
  }

  private func makeView(
    _ dataSource: some UICollectionViewDataSource, layout: UICollectionViewLayout,
    visibleItems: Int = 20
  ) -> UICollectionView {
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    for kind in [header, footer] {
      view.register(
        HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
    }
    view.dataSource = dataSource
    view.standInVisibleItemLimit = visibleItems
    window.addSubview(view)
    return view
  }

  private func titles(_ view: UICollectionView, kind: String) -> [Int: String] {
    var titles: [Int: String] = [:]
    for (indexPath, view) in view.standInVisibleSupplementaryViews(ofKind: kind) {
      titles[indexPath.section] = (view as? HeaderView)?.title
    }
    return titles
  }

  @Test func `the element kinds have UIKit's values`() {
    #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    #expect(UICollectionViewFlowLayout().headerReferenceSize == .zero)
    #expect(UICollectionViewFlowLayout().footerReferenceSize == .zero)
  }

  @Test func `a flow layout asks for headers and footers of the sections on screen`() throws {
    let dataSource = HeaderedItems([["a", "b"], ["c"], ["d"]])
    let view = makeView(dataSource, layout: flowLayout(footer: true), visibleItems: 3)
    #expect(dataSource.requests == ["header 0", "footer 0", "header 1", "footer 1"])
    #expect(
      view.indexPathsForVisibleSupplementaryElements(ofKind: header) == [
        IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
      ])
    let first = try #require(
      view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    #expect((first as? HeaderView)?.title == "header 0")
    #expect(first.reuseIdentifier == "Header")
    #expect(first.superview === view)
    #expect(view.visibleSupplementaryViews(ofKind: footer).count == 2)
  }

  @Test func `a flow layout without reference sizes asks for nothing`() {
    let dataSource = HeaderedItems([["a"]])
    let view = makeView(dataSource, layout: flowLayout(header: false))
    #expect(dataSource.requests.isEmpty)
    #expect(view.visibleSupplementaryViews(ofKind: header).isEmpty)
  }

  @Test func `a list layout asks for the kinds its modes name`() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.footerMode = .supplementary
    let dataSource = HeaderedItems([["a"], ["b"]])
    _ = makeView(dataSource, layout: UICollectionViewCompositionalLayout.list(using: configuration))
    #expect(dataSource.requests == ["footer 0", "footer 1"])
    configuration.headerMode = .firstItemInSection
    let other = HeaderedItems([["a"]])
    _ = makeView(other, layout: UICollectionViewCompositionalLayout.list(using: configuration))
    #expect(other.requests == ["footer 0"])
    configuration.headerMode = .supplementary
    let third = HeaderedItems([["a"]])
    _ = makeView(third, layout: UICollectionViewCompositionalLayout.list(using: configuration))
    #expect(third.requests == ["header 0", "footer 0"])
  }

  @Test func `headers leaving the screen are queued and reused after prepareForReuse`() throws {
    let dataSource = HeaderedItems([["a"], ["b"], ["c"]])
    let view = makeView(dataSource, layout: flowLayout(), visibleItems: 1)
    let first = try #require(
      view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        as? HeaderView)
    view.selectItem(at: IndexPath(item: 0, section: 2), animated: false, scrollPosition: .top)
    #expect(titles(view, kind: header) == [2: "header 2"])
    #expect(first.reuses == 1)
    #expect(
      view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2)) === first)
    #expect(view.standInQueuedSupplementaryViewCount(ofKind: header, withIdentifier: "Header") == 0)
  }

  @Test func `reloadData drops the views and asks again`() {
    let dataSource = HeaderedItems([["a"], ["b"]])
    let view = makeView(dataSource, layout: flowLayout())
    dataSource.requests = []
    dataSource.sections = [["x"]]
    view.reloadData()
    #expect(dataSource.requests == ["header 0"])
    #expect(titles(view, kind: header) == [0: "header 0"])
  }

  @Test func `a batch keeps the views of unchanged sections and asks for new ones`() {
    let dataSource = HeaderedItems([["a"], ["b"], ["c"]])
    let view = makeView(dataSource, layout: flowLayout())
    let kept = view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2))
    dataSource.requests = []
    dataSource.sections = [["new"], ["a"], ["c", "c2"]]
    view.performBatchUpdates {
      view.deleteSections([1])
      view.insertSections([0])
      view.insertItems(at: [IndexPath(item: 1, section: 2)])
    }
    #expect(dataSource.requests == ["header 0"])
    #expect(titles(view, kind: header) == [0: "header 0", 1: "header 0", 2: "header 2"])
    #expect(
      view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2)) === kept)
  }

  @Test func `reloaded and moved sections are asked again`() {
    let dataSource = HeaderedItems([["a"], ["b"], ["c"]])
    let view = makeView(dataSource, layout: flowLayout())
    dataSource.requests = []
    dataSource.sections = [["c"], ["b"], ["a"]]
    view.performBatchUpdates {
      view.moveSection(0, toSection: 2)
      view.reloadSections([1])
    }
    #expect(dataSource.requests.sorted() == ["header 1", "header 2"])
  }

  @Test func `dequeuing an unregistered kind or identifier is UIKit's exception`() {
    let dataSource = HeaderedItems([["a"]])
    dataSource.identifier = "Missing"
    let (view, violations) = UIKitStandIn.capture {
      makeView(dataSource, layout: flowLayout())
    }
    #expect(violations.map(\.kind) == [.unregisteredSupplementaryView])
    #expect(
      violations.first?.reason
        == "could not dequeue a view of kind: UICollectionElementKindSectionHeader with "
        + "identifier Missing - must register a nib or a class for the identifier or connect a "
        + "prototype cell in a storyboard")
    #expect(violations.first?.fidelity == .verbatim)
    #expect(view.visibleSupplementaryViews(ofKind: header).count == 1)
  }

  @Test func `a view not dequeued for its kind and index path is rejected`() {
    let dataSource = HeaderedItems([["a"], ["b"]])
    dataSource.returnsOwnView = true
    let own = UIKitStandIn.violations { _ = makeView(dataSource, layout: flowLayout()) }
    #expect(own.map(\.kind) == [.supplementaryViewNotDequeued, .supplementaryViewNotDequeued])
    let misplaced = HeaderedItems([["a"]])
    misplaced.wrongIndexPath = IndexPath(item: 0, section: 3)
    let wrong = UIKitStandIn.violations { _ = makeView(misplaced, layout: flowLayout()) }
    #expect(wrong.map(\.kind) == [.supplementaryViewNotDequeued])
  }

  @Test func `a layout needing views the data source cannot give is reported once`() {
    let dataSource = PlainItems([["a"]])
    let (view, violations) = UIKitStandIn.capture {
      makeView(dataSource, layout: flowLayout())
    }
    #expect(violations.map(\.kind) == [.supplementaryViewNotProvided])
    let later = UIKitStandIn.violations { view.layoutIfNeeded() }
    #expect(later.isEmpty)
    #expect(view.visibleSupplementaryViews(ofKind: header).isEmpty)
  }

  @Test func `dequeuing outside a request, or registering badly, is reported`() {
    let view = makeView(HeaderedItems([["a"]]), layout: flowLayout(header: false))
    let outside = UIKitStandIn.violations {
      _ = view.dequeueReusableSupplementaryView(
        ofKind: header, withReuseIdentifier: "Header", for: IndexPath(item: 0, section: 0))
    }
    #expect(outside.map(\.kind) == [.dequeueOutsideCellRequest])
    let registrations = UIKitStandIn.violations {
      view.register(HeaderView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "")
      view.register(UIView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "V")
    }
    #expect(registrations.map(\.kind) == [.emptyReuseIdentifier, .registeredClassIsNotACell])
  }

  @Test func `a nib registered for a kind supplies its view`() throws {
    UINib.standInRegister(nibName: "SectionHeader") { [HeaderView(frame: .zero)] }
    let dataSource = HeaderedItems([["a"]])
    dataSource.identifier = "Nib"
    let layout = flowLayout()
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    view.register(
      UINib(nibName: "SectionHeader", bundle: nil), forSupplementaryViewOfKind: header,
      withReuseIdentifier: "Nib")
    view.dataSource = dataSource
    window.addSubview(view)
    let shown = try #require(
      view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    #expect(shown is HeaderView)
    #expect(shown.reuseIdentifier == "Nib")
  }
}
