// MARK: - ListDataSource + ListSurfaceClient

@_spi(Surfaces)
extension ListDataSource: ListSurfaceClient {
  /// The number of sections shown.
  public var numberOfSections: Int { snapshot.numberOfSections }

  /// The number of items shown in the section at this index; zero if there is no such
  /// section.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: Its number of items.
  /// - Complexity: O(1).
  public func numberOfItems(inSectionAt section: Int) -> Int {
    snapshot.numberOfItems(inSectionAt: section) ?? 0
  }

  /// The configured cell for the item at a position.
  ///
  /// - Parameters:
  ///   - surface: The surface asking; the cell is dequeued from it.
  ///   - path: The position of the item.
  /// - Returns: The cell, or `nil` (with a diagnostic) if the position is out of range or the
  ///   surface gave a cell of another class than the one registered; a surface that could
  ///   not make the registered cell and said so (``ListSurface/couldNotMakeCell(for:)``) gets
  ///   no second diagnostic.
  public func cell(for surface: any ListSurface, at path: ItemPath) -> AnyObject? {
    guard let item = snapshot.item(at: path) else {
      report(.positionOutOfRange, "no item at \(path) of \(snapshot.numberOfSections) sections")
      return nil
    }
    guard let cell = cellProvider(surface, path, item) else {
      if !surface.couldNotMakeCell(for: path) {
        report(.cellMismatch, "the cell dequeued for \(path) is not of the registered class")
      }
      return nil
    }
    guard surface.canShow(cell) else {
      let kind = String(describing: type(of: cell))
      report(.cellMismatch, "the cell made for \(path) is a \(kind), which the surface cannot show")
      return nil
    }
    return cell
  }

  /// The item shown at a position, without its type.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: The item, or `nil` if the position is out of range.
  public func shownItem(at path: ItemPath) -> (any Identifiable & Equatable)? {
    snapshot.item(at: path)
  }

  /// The title above a section: the behaviour's ``ListBehavior/headerTitle``, or
  /// else the section model's ``SectionModel/header``.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: The title, or `nil` for none or if there is no such section.
  public func headerTitle(inSection section: Int) -> String? {
    work.headerTitle(self, section)
  }

  /// The title below a section: the behaviour's ``ListBehavior/footerTitle``, or
  /// else the section model's ``SectionModel/footer``.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: The title, or `nil` for none or if there is no such section.
  public func footerTitle(inSection section: Int) -> String? {
    work.footerTitle(self, section)
  }

  /// Whether a section has a header title and a footer title, each as
  /// ``headerTitle(inSection:)`` and ``footerTitle(inSection:)`` give it, the section read once.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: Whether it has each; neither if there is no such section.
  public func titlesShown(inSection section: Int) -> (header: Bool, footer: Bool) {
    work.titlesShown(self, section)
  }

  /// The index titles of the sections that have one (see ``SectionModel/indexTitle``), in
  /// order; `nil` if none has one.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public var sectionIndexTitles: [String]? {
    let titles = indexedSections.map(\.title)
    return titles.isEmpty ? nil : titles
  }

  /// The section of the entry at `index` of the section index.
  ///
  /// - Parameter index: The position of the entry in ``sectionIndexTitles``.
  /// - Returns: The index of the section it names; the last section if `index` is past the
  ///   end.
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public func section(forSectionIndexTitleAt index: Int) -> Int {
    let sections = indexedSections
    guard !sections.isEmpty else { return 0 }
    return sections[min(max(index, 0), sections.count - 1)].section
  }
}

// MARK: - ListDataSource + Queries

extension ListDataSource {
  /// The item shown at a position, or `nil` if the position is out of range.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: The item.
  /// - Complexity: O(1).
  public func item(at path: ItemPath) -> Item? {
    snapshot.item(at: path)
  }

  var indexedSections: [(title: String, section: Int)] {
    snapshot._sections.indices.compactMap { index in
      snapshot._sections[index].indexTitle.map { ($0, index) }
    }
  }

  func report(
    _ kind: ListDiagnostic.Kind, _ message: String, fileID: String = #fileID, line: Int = #line
  ) {
    diagnostics(ListDiagnostic(kind: kind, message: message, fileID: fileID, line: line))
  }
}
