@_spi(Hosting) @_spi(Surfaces) import Tabula
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// A hosted list keeps the user's place when its view changes size or insets, not only across
/// batches (issue 52, item 2.5): SwiftUI shrinks a view for the keyboard, bars change the
/// insets, and UIKit keeps `contentOffset` through both (the offset is the bounds' origin;
/// developer.apple.com/documentation/uikit/uiscrollview/contentinset and
/// /adjustedcontentinset), so without help a chat's newest messages slide under the keyboard.
@MainActor
struct ListHostResizeTests {
  static func fixture(anchoring: ScrollAnchoring) throws -> AdapterHostFixture {
    let fixture = AdapterHostFixture(AdapterList(try .adapter([Array(1...200)])))
    fixture.scrollAnchoring = anchoring
    fixture.update()
    fixture.settle()
    return fixture
  }

  static func isAtBottom(_ view: UICollectionView) -> Bool {
    let bottom = view.contentSize.height + view.adjustedContentInset.bottom - view.bounds.height
    return abs(view.contentOffset.y - bottom) <= 0.5
  }

  static func scrollToBottom(_ view: UICollectionView) {
    view.layoutIfNeeded()
    let bottom = view.contentSize.height + view.adjustedContentInset.bottom - view.bounds.height
    view.contentOffset = CGPoint(x: 0, y: bottom)
    view.layoutIfNeeded()
  }

  @Test func `a list stuck to its bottom stays there when the keyboard shrinks the view`() throws {
    let fixture = try Self.fixture(anchoring: .stickToBottom)
    let view = fixture.host.collectionView
    Self.scrollToBottom(view)
    #expect(Self.isAtBottom(view))
    view.frame.size.height -= 336  // a keyboard
    view.layoutIfNeeded()
    #expect(Self.isAtBottom(view))
    #expect(fixture.shown.last == "#200 item 200")
    view.frame.size.height += 336
    view.layoutIfNeeded()
    #expect(Self.isAtBottom(view))
  }

  @Test func `a list stuck to its bottom stays there when its bottom inset grows`() throws {
    let fixture = try Self.fixture(anchoring: .stickToBottom)
    let view = fixture.host.collectionView
    Self.scrollToBottom(view)
    view.contentInset.bottom = 336
    view.layoutIfNeeded()
    #expect(Self.isAtBottom(view))
  }

  @Test func `a reader mid-list keeps the row they read when the view shrinks from the top`()
    throws
  {
    let fixture = try Self.fixture(anchoring: .stickToBottom)
    let view = fixture.host.collectionView
    view.contentOffset = CGPoint(x: 0, y: 2_000)
    view.layoutIfNeeded()
    let read = try #require(fixture.host.dataSource.surface?.scrollViewport?.rows.first)
    view.contentInset.top = 100  // a bar appears above
    view.layoutIfNeeded()
    let after = try #require(fixture.host.dataSource.surface?.scrollViewport?.rows)
    let row = try #require(after.first { $0.path == read.path })
    #expect(abs(row.top - read.top) <= 0.5, "\(row.top) against \(read.top)")
  }

  @Test func `without anchoring a resize leaves the offset where UIKit leaves it`() throws {
    let fixture = try Self.fixture(anchoring: .none)
    let view = fixture.host.collectionView
    Self.scrollToBottom(view)
    let offset = view.contentOffset
    view.frame.size.height -= 336
    #expect(view.contentOffset == offset, "UIKit's own behaviour: the offset stays")
  }
}
