// MARK: - ListPart

/// One part of a ``ComposedList``: a section of fixed rows, or the sections of a provider, as
/// a `Section` of fixed rows and a `ForEach` of data share one SwiftUI `List`.
///
/// ```swift
/// enum SettingsRow: Identifiable, Equatable { case name, email, device(Device) … }
///
/// let settings = ComposedList<SettingsRow> {
///   ListPart.fixed(ListSection("Account"), [.name, .email])
///   ListPart.rows(of: devices, as: SettingsRow.device)  // devices: a provider of Device
/// }
/// ```
///
/// A part of a provider brings what the provider can do into the ``ComposedList``: the
/// deletions and moves of its rows go to the provider, as its undoable steps, when it is
/// editable (``DataProvider/isEditable``); its load state, refresh and retry count in the
/// list's; its pages load as the list scrolls when it is the list's only paged part. Fixed
/// rows can be neither deleted nor moved.
public struct ListPart<Item: Identifiable> {
  /// The part's sections as they are now.
  let sections: @MainActor () -> [SnapshotSection<ListSection, Item>]

  /// Observes the part's changes; `nil` for a part that never changes.
  let observe: (@MainActor (@escaping @MainActor () -> Void) -> ObservationToken)?

  /// What the part's provider can do; `nil` for fixed rows.
  let provider: PartProvider?

  /// A section of rows that do not change.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - items: Its rows.
  /// - Returns: The part.
  @MainActor
  public static func fixed(_ section: ListSection, _ items: [Item]) -> ListPart {
    ListPart(sections: { [SnapshotSection(section, items: items)] }, observe: nil, provider: nil)
  }

  /// The sections of a provider, as it changes.
  ///
  /// - Parameter provider: The provider.
  /// - Returns: The part.
  @MainActor
  public static func rows<Provider: DataProvider>(of provider: Provider) -> ListPart
  where Provider.Section == ListSection, Provider.Item == Item {
    rows(of: provider) { $0 }
  }

  /// The sections of a provider, as it changes, each item made a row of the list by
  /// `transform` (a case of the list's row enum).
  ///
  /// The part's rows are the provider's items, one for one and in order: an edit of the row
  /// at a position of the part edits the provider's item at that position.
  ///
  /// - Parameters:
  ///   - provider: The provider.
  ///   - transform: Makes a row of an item of the provider.
  /// - Returns: The part.
  @MainActor
  public static func rows<Provider: DataProvider>(
    of provider: Provider, as transform: @escaping @MainActor (Provider.Item) -> Item
  ) -> ListPart where Provider.Section == ListSection {
    ListPart(
      sections: {
        let snapshot = provider.snapshot
        return (0..<snapshot.numberOfSections).compactMap { index in
          snapshot.section(at: index).map { section in
            SnapshotSection(
              section, items: (snapshot.items(inSectionAt: index) ?? []).map(transform))
          }
        }
      },
      observe: { onChange in provider.observe { _ in onChange() } },
      provider: PartProvider(provider))
  }
}

// MARK: - ListPartsBuilder

/// Builds the parts of a ``ComposedList`` from statements, `if` and `for` included.
@resultBuilder
public enum ListPartsBuilder<Item: Identifiable> {
  /// The parts of a block, in order.
  public static func buildBlock(_ parts: [ListPart<Item>]...) -> [ListPart<Item>] {
    parts.flatMap { $0 }
  }

  /// One part.
  public static func buildExpression(_ part: ListPart<Item>) -> [ListPart<Item>] { [part] }

  /// The parts of an `if` without `else`, when it holds.
  public static func buildOptional(_ parts: [ListPart<Item>]?) -> [ListPart<Item>] {
    parts ?? []
  }

  /// The parts of the branch of an `if` that holds.
  public static func buildEither(first parts: [ListPart<Item>]) -> [ListPart<Item>] { parts }

  /// The parts of the `else` branch.
  public static func buildEither(second parts: [ListPart<Item>]) -> [ListPart<Item>] { parts }

  /// The parts of a `for` loop, in order.
  public static func buildArray(_ parts: [[ListPart<Item>]]) -> [ListPart<Item>] {
    parts.flatMap { $0 }
  }
}
