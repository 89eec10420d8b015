@_spi(Surfaces) public import Tabula

/// The rows an AppKit list shows for a list's sections, one after another: each section's
/// header as a group row, if it has a title, then its items, then its footer, if it has one.
///
/// `NSTableView` and `NSOutlineView` have rows, not sections: a section header is a row of its
/// own that the delegate calls a group row (`tableView(_:isGroupRow:)`), and a footer a row
/// of its own that is neither an item nor a group row, as `List` shows `Section(footer:)` on
/// the Mac.
@_spi(AppKitUpdates)
public struct RowLayout: Equatable, Sendable {
  /// What a section shows.
  public struct Section: Equatable, Sendable {
    /// The number of its items.
    public var itemCount: Int
    /// Whether its header shows as a group row above its items.
    public var hasHeader: Bool
    /// Whether its footer shows as a row below its items.
    public var hasFooter: Bool

    /// Creates the description of a section's rows.
    ///
    /// - Parameters:
    ///   - itemCount: The number of its items.
    ///   - hasHeader: Whether its header shows as a group row.
    ///   - hasFooter: Whether its footer shows as a row below its items.
    public init(itemCount: Int, hasHeader: Bool, hasFooter: Bool = false) {
      self.itemCount = itemCount
      self.hasHeader = hasHeader
      self.hasFooter = hasFooter
    }

    var rowCount: Int { itemCount + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) }
  }

  /// Whether a section shows a header above its items and a footer below them.
  public typealias Edges = (header: Bool, footer: Bool)

  /// What a row shows.
  public enum Row: Hashable, Sendable {
    /// The header of the section at this index.
    case header(section: Int)
    /// The item at this position.
    case item(ItemPath)
    /// The footer of the section at this index.
    case footer(section: Int)
  }

  /// The number of sections.
  public private(set) var sectionCount: Int
  /// The number of rows.
  public private(set) var rowCount: Int
  /// The only section, when there is one: the common list, which then needs no array.
  private var onlySection: Section
  /// The sections and where each starts, when there are more than one; `nil` otherwise, so
  /// that copying and dropping a layout of one section retains and releases nothing.
  private var many: ManySections?

  /// The sections of a layout of more than one.
  private struct ManySections: Equatable, Sendable {
    /// The sections, in order.
    var sections: [Section]
    /// The first row of each section, then the number of rows.
    var starts: [Int]

    mutating func updateSection(at index: Int, _ update: (inout Section) -> Void) {
      update(&sections[index])
    }
  }

  /// Creates the layout of sections.
  ///
  /// - Parameter sections: What each section shows.
  /// - Complexity: O(*s*) for *s* sections.
  public init(sections: [Section]) {
    sectionCount = sections.count
    onlySection = sections.count == 1 ? sections[0] : Section(itemCount: 0, hasHeader: false)
    many = sections.count > 1 ? ManySections(sections: sections, starts: []) : nil
    rowCount = 0
    countRows()
  }

  /// The sections, in order.
  ///
  /// - Complexity: O(*s*) for *s* sections when there are more than one: read one with
  ///   ``section(at:)``.
  public var sections: [Section] {
    switch sectionCount {
    case 0: []
    case 1: [onlySection]
    default: many?.sections ?? []
    }
  }

  /// What a section shows.
  ///
  /// - Parameter index: The index of a section.
  /// - Returns: Its item count and whether it shows a header.
  public func section(at index: Int) -> Section {
    if let many { return many.sections[index] }
    precondition(index == 0 && sectionCount == 1, "no section \(index)")
    return onlySection
  }

  /// Changes what a section shows; call ``countRows()`` once done.
  mutating func updateSection(at index: Int, _ update: (inout Section) -> Void) {
    if many != nil {
      many?.updateSection(at: index, update)
    } else {
      precondition(index == 0 && sectionCount == 1, "no section \(index)")
      update(&onlySection)
    }
  }

  /// Counts the rows again, and where each section starts, after sections changed.
  mutating func countRows() {
    guard let sections = many?.sections else {
      rowCount = sectionCount == 1 ? onlySection.rowCount : 0
      return
    }
    var row = 0
    var starts: [Int] = []
    starts.reserveCapacity(sectionCount + 1)
    for section in sections {
      starts.append(row)
      row += section.rowCount
    }
    starts.append(row)
    many?.starts = starts
    rowCount = row
  }

  /// The first row of a section: its header if it has one, else its first item.
  ///
  /// - Parameter section: The index of a section, or the number of sections for the end.
  /// - Returns: The row.
  public func firstRow(ofSection section: Int) -> Int {
    if let many { return many.starts[section] }
    precondition(section >= 0 && section <= sectionCount, "no section \(section)")
    return section == 0 ? 0 : rowCount
  }

  /// The rows of a section, header included.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: The rows.
  public func rows(ofSection section: Int) -> Range<Int> {
    firstRow(ofSection: section)..<firstRow(ofSection: section + 1)
  }

  /// The row of the header of a section, or `nil` if it shows none.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: The row.
  public func headerRow(ofSection section: Int) -> Int? {
    self.section(at: section).hasHeader ? firstRow(ofSection: section) : nil
  }

  /// The row of the footer of a section, or `nil` if it shows none.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: The row.
  public func footerRow(ofSection section: Int) -> Int? {
    self.section(at: section).hasFooter ? firstRow(ofSection: section + 1) - 1 : nil
  }

  /// The row of an item.
  ///
  /// - Parameter path: The position of an item.
  /// - Returns: The row.
  public func row(of path: ItemPath) -> Int {
    firstRow(ofSection: path.section) + (section(at: path.section).hasHeader ? 1 : 0) + path.item
  }

  /// What a row shows; `nil` past the last row.
  ///
  /// - Parameter row: A row.
  /// - Returns: The section header, the item or the section footer it shows.
  /// - Complexity: O(log *s*).
  public func content(ofRow row: Int) -> Row? {
    guard row >= 0, row < rowCount else { return nil }
    // The last section that starts at or before `row`, skipping empty ones.
    var low = 0
    var high = sectionCount
    while low < high {
      let middle = (low + high) / 2
      if firstRow(ofSection: middle + 1) <= row { low = middle + 1 } else { high = middle }
    }
    let section = low
    let shown = self.section(at: section)
    let item = row - firstRow(ofSection: section) - (shown.hasHeader ? 1 : 0)
    if item < 0 { return .header(section: section) }
    if item == shown.itemCount { return .footer(section: section) }
    return .item(ItemPath(section: section, item: item))
  }
}

// MARK: - RowLayout + ListSurfaceClient

extension RowLayout {
  /// The layout of what a list's data source shows now: a group row for each section with a
  /// header title, a footer row for each with a footer title.
  ///
  /// - Parameter client: The data source.
  /// - Returns: The layout.
  /// - Complexity: O(*s*) for *s* sections.
  @MainActor
  public init(showing client: any ListSurfaceClient) {
    self.init(
      sections: (0..<client.numberOfSections).map { section in
        let titles = client.titlesShown(inSection: section)
        return Section(
          itemCount: client.numberOfItems(inSectionAt: section), hasHeader: titles.header,
          hasFooter: titles.footer)
      })
  }
}
