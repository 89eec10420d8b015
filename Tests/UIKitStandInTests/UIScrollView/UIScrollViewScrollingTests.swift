import Testing
@_spi(StandIn) import UIKit

@MainActor struct UIScrollViewScrollingTests {
  @Test func `a drag that decelerates calls the delegate in UIKit's order with its flags`() {
    let fixture = GeometryFixture(rows: 100)
    #expect(!fixture.table.isTracking && !fixture.table.isDragging)
    fixture.table.standInBeginDragging()
    #expect(fixture.table.isTracking && fixture.table.isDragging)
    fixture.table.standInDrag(toContentOffset: CGPoint(x: 0, y: 100))
    fixture.table.standInDrag(toContentOffset: CGPoint(x: 0, y: 300))
    fixture.table.standInEndDragging(willDecelerate: true)
    #expect(!fixture.table.isTracking && !fixture.table.isDragging)
    #expect(fixture.table.isDecelerating)
    fixture.table.standInDecelerate(toContentOffset: CGPoint(x: 0, y: 500))
    fixture.table.standInEndDecelerating()
    #expect(!fixture.table.isDecelerating)
    // Each event: name, offset, then isTracking, isDragging, isDecelerating.
    #expect(
      fixture.delegate.events == [
        "willBeginDragging 0 110",
        "didScroll 100 110",
        "didScroll 300 110",
        "didEndDragging(true) 300 000",
        "willBeginDecelerating 300 001",
        "didScroll 500 001",
        "didEndDecelerating 500 000",
      ])
    #expect(fixture.visibleTexts.first == "row 11")
  }

  @Test func `a drag that stops does not decelerate`() {
    let fixture = GeometryFixture(rows: 100)
    fixture.table.standInBeginDragging()
    fixture.table.standInDrag(toContentOffset: CGPoint(x: 0, y: 44))
    fixture.table.standInEndDragging(willDecelerate: false)
    #expect(!fixture.table.isDecelerating)
    #expect(
      fixture.delegate.events == [
        "willBeginDragging 0 110", "didScroll 44 110", "didEndDragging(false) 44 000",
      ])
  }

  @Test func `a drag beyond the content bounces back when the deceleration ends`() {
    let fixture = GeometryFixture(rows: 100)
    fixture.table.standInBeginDragging()
    fixture.table.standInDrag(toContentOffset: CGPoint(x: 0, y: -80))
    #expect(fixture.table.contentOffset.y == -80)
    fixture.table.standInEndDragging(willDecelerate: false)
    #expect(fixture.table.isDecelerating)
    fixture.table.standInEndDecelerating()
    #expect(fixture.table.contentOffset.y == 0)
    #expect(
      fixture.delegate.events.suffix(4) == [
        "didEndDragging(true) -80 000", "willBeginDecelerating -80 001", "didScroll 0 001",
        "didEndDecelerating 0 000",
      ])
  }

  @Test func `a touch during a deceleration stops it without didEndDecelerating`() {
    let fixture = GeometryFixture(rows: 100)
    fixture.table.standInBeginDragging()
    fixture.table.standInDrag(toContentOffset: CGPoint(x: 0, y: 200))
    fixture.table.standInEndDragging(willDecelerate: true)
    fixture.table.standInBeginDragging()
    #expect(!fixture.table.isDecelerating)
    #expect(fixture.delegate.events.last == "willBeginDragging 200 110")
    #expect(!fixture.delegate.events.contains { $0.hasPrefix("didEndDecelerating") })
  }

  @Test func `the content does not snap back while the user drags`() {
    let fixture = GeometryFixture(rows: 30)
    fixture.table.contentOffset = CGPoint(x: 0, y: 30 * 44 - 480)
    fixture.table.standInBeginDragging()
    fixture.dataSource.sections[0].removeLast(20)
    fixture.table.reloadData()
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.contentOffset.y == CGFloat(30 * 44 - 480))
    fixture.table.standInEndDragging(willDecelerate: false)
    fixture.table.standInEndDecelerating()
    #expect(fixture.table.contentOffset.y == 0)
  }

  @Test func `setting the offset calls scrollViewDidScroll once, and not when it is unchanged`() {
    let fixture = GeometryFixture(rows: 100)
    fixture.table.setContentOffset(CGPoint(x: 0, y: 88), animated: true)
    fixture.table.contentOffset = CGPoint(x: 0, y: 88)
    fixture.table.bounds.origin = CGPoint(x: 0, y: 132)
    #expect(fixture.delegate.events == ["didScroll 88 000", "didScroll 132 000"])
    #expect(fixture.table.bounds == CGRect(x: 0, y: 132, width: 320, height: 480))
    #expect(fixture.table.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test func `a plain scroll view keeps its geometry`() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 300)
    scrollView.contentOffset = CGPoint(x: 0, y: 250)
    #expect(scrollView.contentOffset.y == 250)
    scrollView.contentSize = CGSize(width: 100, height: 150)
    #expect(scrollView.contentOffset.y == 50)
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 50))
  }

  @Test func `a view fits its target size only where the priority is required`() {
    let view = UIView(frame: .zero)
    let size = view.systemLayoutSizeFitting(
      CGSize(width: 320, height: 50), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 0))
    #expect(UIView.layoutFittingCompressedSize == .zero)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority(999) != UILayoutPriority.required)
  }
}
