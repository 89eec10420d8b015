@_spi(Hosting) @_spi(Surfaces) import Tabula
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// The list's look, its section views and its diagnostics follow each update of the view, not
/// only the first: `.sectionFooters` added later shows, a new `.listAppearance` takes effect,
/// `.listDiagnostics` changed later receives what follows (issue 52, item 2.12).
@MainActor
struct ListHostSettingsTests {
  static let footerKind = UICollectionView.elementKindSectionFooter

  static func fixture() throws -> AdapterHostFixture {
    let fixture = AdapterHostFixture(AdapterList(try .adapter([[1, 2], [3]])))
    fixture.update()
    fixture.settle()
    return fixture
  }

  static func footerLabels(of fixture: AdapterHostFixture) -> [String?] {
    let collectionView = fixture.host.collectionView
    collectionView.layoutIfNeeded()
    return collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footerKind).sorted()
      .map { path in
        let view = collectionView.supplementaryView(forElementKind: footerKind, at: path)
        return ((view as? UICollectionViewListCell)?.contentView as? HostedRowView)?.label
      }
  }

  @Test func `footers added by a later update show, and footers taken away go`() throws {
    let fixture = try Self.fixture()
    #expect(Self.footerLabels(of: fixture).isEmpty)
    fixture.showsFooters = true
    fixture.update()
    let labels = Self.footerLabels(of: fixture)
    #expect(labels.count == 2)
    #expect(labels.allSatisfy { $0?.hasPrefix("end of") == true }, "\(labels)")
    fixture.showsFooters = false
    fixture.update()
    #expect(Self.footerLabels(of: fixture).isEmpty)
    #expect(fixture.host.counts.layoutsApplied == 2)
    #expect(fixture.shown == ["#1 item 1", "#2 item 2", "#3 item 3"])
  }

  @Test func `updates with the same settings keep the layout`() throws {
    let fixture = try Self.fixture()
    let layout = fixture.host.collectionView.collectionViewLayout
    for _ in 0..<3 { fixture.update() }
    #expect(fixture.host.counts.layoutsApplied == 0)
    #expect(fixture.host.collectionView.collectionViewLayout === layout)
  }

  @Test func `a new look given by a later update takes effect`() throws {
    let fixture = try Self.fixture()
    fixture.appearance = .grouped
    fixture.update()
    #expect(fixture.host.counts.layoutsApplied == 1)
    #if os(Linux)
    let layout = fixture.host.collectionView.collectionViewLayout
    let configuration = (layout as? UICollectionViewCompositionalLayout)?.standInListConfiguration
    #expect(configuration?.appearance == .grouped)
    #endif
    #expect(fixture.shown == ["#1 item 1", "#2 item 2", "#3 item 3"])
  }

  @Test func `diagnostics go to the handler of the latest update`() throws {
    let fixture = try Self.fixture()
    let later = AdapterDiagnosticLog()
    fixture.diagnostics = later.handler
    fixture.selection = [42]
    fixture.update()
    #expect(later.kinds == [.unknownIdentifiers])
    #expect(fixture.log.entries.isEmpty)
  }
}
