// MARK: - ListGeometry

/// Where each row or item lies: one column, top to bottom, section after section, with
/// headers and footers 0 high, after what the layout puts above the first section and before
/// what it puts below the last (a compositional layout's boundary supplementary items).
struct ListGeometry {
  // MARK: Lifecycle

  /// Lays out items of the given heights, `heights[section][item]`, below `top` points and
  /// above `bottom` points of the layout's own.
  init(heights: [[CGFloat]], top: CGFloat = 0, bottom: CGFloat = 0) {
    var tops: [[CGFloat]] = []
    tops.reserveCapacity(heights.count)
    var y: CGFloat = top
    var firstGlobalIndex: [Int] = []
    var globalIndex = 0
    for section in heights {
      var sectionTops: [CGFloat] = []
      sectionTops.reserveCapacity(section.count)
      firstGlobalIndex.append(globalIndex)
      for height in section {
        sectionTops.append(y)
        y += height
      }
      globalIndex += section.count
      tops.append(sectionTops)
    }
    self.heights = heights
    self.tops = tops
    self.firstGlobalIndex = firstGlobalIndex
    self.itemsBottom = y
    self.contentHeight = y + bottom
    self.itemCount = globalIndex
  }

  // MARK: Internal

  let heights: [[CGFloat]]
  /// The y of each item's top.
  let tops: [[CGFloat]]
  /// The global index of each section's first item.
  let firstGlobalIndex: [Int]
  /// The bottom of the last item (of the boundary above them when there are none).
  let itemsBottom: CGFloat
  let contentHeight: CGFloat
  let itemCount: Int

  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && heights.indices.contains(indexPath[0]) && indexPath[1] >= 0
      && indexPath[1] < heights[indexPath[0]].count
  }

  /// The vertical extent of the item at `indexPath`, which must exist.
  func span(of indexPath: IndexPath) -> (top: CGFloat, height: CGFloat) {
    (tops[indexPath[0]][indexPath[1]], heights[indexPath[0]][indexPath[1]])
  }

  func globalIndex(of indexPath: IndexPath) -> Int {
    firstGlobalIndex[indexPath[0]] + indexPath[1]
  }

  /// Every index path, in order.
  var indexPaths: [IndexPath] {
    heights.enumerated().flatMap { section, items in
      items.indices.map { IndexPath(item: $0, section: section) }
    }
  }

  /// The index path at a global index, which must exist.
  func indexPath(atGlobalIndex index: Int) -> IndexPath {
    var section = 0
    while section + 1 < firstGlobalIndex.count, firstGlobalIndex[section + 1] <= index {
      section += 1
    }
    return IndexPath(item: index - firstGlobalIndex[section], section: section)
  }

  /// The item whose extent holds `y` (top inclusive, bottom exclusive), or `nil`.
  func indexPath(atY y: CGFloat) -> IndexPath? {
    for (section, sectionTops) in tops.enumerated() {
      for (item, top) in sectionTops.enumerated()
      where top <= y && y < top + heights[section][item] {
        return IndexPath(item: item, section: section)
      }
    }
    return nil
  }

  /// The items whose extent meets `top..<bottom`; an item 0 high meets it when its top is
  /// inside.
  func indexPaths(meetingTop top: CGFloat, bottom: CGFloat) -> [IndexPath] {
    var paths: [IndexPath] = []
    for (section, sectionTops) in tops.enumerated() {
      for (item, itemTop) in sectionTops.enumerated() {
        let itemBottom = itemTop + heights[section][item]
        let meets =
          itemBottom > itemTop
          ? itemTop < bottom && itemBottom > top : itemTop >= top && itemTop < bottom
        if meets {
          paths.append(IndexPath(item: item, section: section))
        }
      }
    }
    return paths
  }

  /// The global index of the first item whose bottom is below `y`, or `itemCount`.
  func firstGlobalIndex(endingBelow y: CGFloat) -> Int {
    var index = 0
    for (section, sectionTops) in tops.enumerated() {
      for (item, top) in sectionTops.enumerated() {
        if top + heights[section][item] > y {
          return index
        }
        index += 1
      }
    }
    return index
  }

  /// The top of the item at a global index; the last item's bottom past it.
  func top(ofGlobalIndex index: Int) -> CGFloat {
    guard index < itemCount else { return itemsBottom }
    return span(of: indexPath(atGlobalIndex: max(0, index))).top
  }
}
