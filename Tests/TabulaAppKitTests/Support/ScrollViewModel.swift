@_spi(AppKitUpdates) import TabulaAppKit

/// A scroll view around a table or outline model, as ``ListViewScrolling`` sees it: rows laid
/// out one below the other, each as high as ``rowHeight`` says for what it shows, and a
/// visible area of a fixed height that stays where it is (AppKit's clip view keeps its bounds'
/// origin when rows change above it) until the surface scrolls it. A scroll outside the rows
/// is recorded as a violation, where `NSClipView` would constrain it.
@MainActor
final class ScrollViewModel: OutlineViewScrolling {
  /// What each row shows, by identity, in order.
  var shownRows: () -> [AnyHashable?]
  /// The objects of an outline's rows, in order; none for a table.
  var rowObjects: () -> [OutlineItemObject] = { [] }
  /// The height of the visible area.
  var visibleHeight: Double
  /// The top of the visible area, below the first row's top.
  var visibleTop: Double = 0
  var isUserScrolling = false
  private(set) var scrolls: [Double] = []
  private(set) var violations: [String] = []

  init(visibleHeight: Double, shownRows: @escaping () -> [AnyHashable?]) {
    self.visibleHeight = visibleHeight
    self.shownRows = shownRows
  }

  /// The height of a row showing an identity: a group row's ("§…") 18 points, an entry's
  /// 16 to 34 points by its number, so that rows differ.
  static func rowHeight(_ id: AnyHashable?) -> Double {
    guard let number = id?.base as? Int else { return 18 }
    return 16 + Double(number % 4) * 6
  }

  /// Each row's top and height, in order.
  var spans: [VerticalSpan] {
    var top = 0.0
    return shownRows().map { id in
      let span = VerticalSpan(top: top, height: Self.rowHeight(id))
      top = span.bottom
      return span
    }
  }

  /// Where the row of an entry is, relative to the visible area's top; `nil` if none shows it.
  func offset(of id: Int) -> Double? {
    let row = shownRows().firstIndex(of: AnyHashable(id))
    return row.map { spans[$0].top - visibleTop }
  }

  /// The lowest top the visible area can have.
  var highestTop: Double { max(0, rowsHeight - visibleHeight) }

  var visibleArea: VerticalSpan? { VerticalSpan(top: visibleTop, height: visibleHeight) }

  var rowsHeight: Double { spans.last?.bottom ?? 0 }

  func rows(in area: VerticalSpan) -> Range<Int> {
    let spans = spans
    let first = spans.firstIndex { $0.bottom > area.top } ?? spans.count
    let end = spans.firstIndex { $0.top >= area.bottom } ?? spans.count
    return first..<max(first, end)
  }

  func span(ofRow row: Int) -> VerticalSpan {
    let spans = spans
    guard spans.indices.contains(row) else {
      violations.append("rect of row \(row) of \(spans.count)")
      return VerticalSpan(top: 0, height: 0)
    }
    return spans[row]
  }

  func scrollVisibleArea(toTop top: Double) {
    if top < 0 || top > highestTop { violations.append("scroll to \(top) of 0...\(highestTop)") }
    scrolls.append(top)
    visibleTop = top
  }

  func item(atRow row: Int) -> OutlineItemObject? {
    let objects = rowObjects()
    return objects.indices.contains(row) ? objects[row] : nil
  }

  func row(for item: OutlineItemObject) -> Int? {
    rowObjects().firstIndex { $0 === item }
  }
}
