@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// When a Mac list learns that the user scrolls and that a scroll of theirs ended, from the
/// notifications Apple's documentation of `NSScrollView` describes: `willStartLiveScroll` "at
/// the beginning of user-initiated live scroll tracking (gesture scroll or scroller tracking,
/// for example, thumb dragging)", `didLiveScroll` "after changing the clipview bounds origin
/// due to a user-initiated event", and "some user-initiated scrolls (for example, scrolling
/// using legacy mice) are not bracketed by a 'willStart/didEnd' notification pair".
struct LiveScrollTests {
  @Test func `a gesture or a thumb drag is a live scroll until its end`() {
    var scroll = LiveScroll()
    scroll.willStart()
    #expect(scroll.isScrolling)
    // Each move within the pair is part of the same scroll: no end yet.
    #expect(!scroll.didScroll())
    #expect(!scroll.didScroll())
    scroll.didEnd()
    #expect(!scroll.isScrolling)
  }

  @Test func `a scroll outside a pair, as a legacy mouse's, ends at once and holds nothing back`() {
    var scroll = LiveScroll()
    #expect(scroll.didScroll())
    #expect(!scroll.isScrolling)
    // The next bracketed scroll is told as before.
    scroll.willStart()
    #expect(!scroll.didScroll())
    scroll.didEnd()
    #expect(scroll.didScroll())
  }

  @Test func `an end whose start came before the view was watched ends nothing held`() {
    var scroll = LiveScroll()
    scroll.didEnd()
    #expect(!scroll.isScrolling)
    #expect(scroll.didScroll())
  }
}
