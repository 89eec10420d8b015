#if canImport(SwiftUI) && os(macOS)
public import SwiftUI
public import Tabula

// MARK: - TabulaList

/// A list of any provider's data whose rows are SwiftUI views: Tabula's update engine behind
/// a SwiftUI view, in an `NSTableView` on the Mac (an `NSOutlineView` for an outline).
///
/// ```swift
/// struct BooksView: View {
///   @State private var books = try! EditableList(items: Book.all)
///   @State private var selection: Set<Book.ID> = []
///
///   var body: some View {
///     TabulaList(books, selection: $selection) { book in
///       Text(book.title)
///     }
///     .listBehavior(ListBehavior(allowsDeleting: true, allowsMoving: true))
///   }
/// }
/// ```
///
/// The same type as on iOS, with the initializers and modifiers that mean something on the
/// Mac. The list shows what its provider publishes and animates each change as AppKit's
/// incremental updates; a new body with the same provider plans no row. The selection and the
/// expansion of an outline are bindings kept by identity; Delete deletes the selection and a
/// drag moves rows where the behaviour allows it, each an undo step of the environment's undo
/// manager (⌘Z); a right-click shows the menu of ``contextMenu(forSelectionType:menu:primaryAction:)``
/// for the clicked row or the selection it is part of, and a double-click runs its primary
/// action. Each section's title is a group row, or its ``sectionHeaders(_:)`` view, and its
/// footer title a row below its items, or its ``sectionFooters(_:)`` view. While the
/// list has no rows, its loading, empty (``emptyStateText(_:)`` or ``emptyState(_:)``) or
/// failed state (with a Retry button) shows in their place.
///
/// As `List` on the Mac, the list offers no pull to refresh: SwiftUI's `refreshable(action:)`
/// gives `List` that gesture "on iOS and iPadOS" (Apple's documentation of `RefreshAction`).
/// A Mac app refreshes from a control of its own (a toolbar button, ⌘R) that calls the
/// environment's `refresh` action where `refreshable(action:)` set it, or its provider.
///
/// Each row's view is hosted in its cell with `NSHostingView` and given its item's identity, so
/// a reused cell never keeps the state of the row it showed before.
@MainActor
public struct TabulaList<
  SectionValue: SectionModel, Item: Identifiable & Equatable, Row: View, Header: View
>: View where Item.ID: Sendable {
  var source: MacListSource<SectionValue, Item>
  var selection: Binding<Set<Item.ID>>?
  var singleSelection: Binding<Item.ID?>?
  var expansion: Binding<Set<Item.ID>>?
  var behavior = ListBehavior<Item>()
  var emptyText: String?
  /// The empty text as a view (``emptyStateText(_:tableName:bundle:)``), hosted where a plain
  /// `emptyText` would show.
  var emptyTextView: Text?
  var emptyView: AnyView?
  var diagnostics = ListDiagnostic.Handler.print
  var actions = MacListActions<Item>()
  var search: HostedSearch<Item>?
  var anchoring = ScrollAnchoring.stickToTop
  var tableStyle = MacTableStyle.standard
  let row: @MainActor (Item) -> Row
  let header: (@MainActor (SectionValue) -> Header)?
  var footer: (@MainActor (SectionValue) -> AnyView)?

  // MARK: Public

  /// The list, in a scroll view that fills the space it is given; with
  /// ``searchable(text:placement:prompt:)``, a search field in the window's toolbar whose text
  /// a searchable provider (`SearchFilter`, `SearchLoader`) filters or searches by.
  public var body: some View {
    // NB: the search field is put beside the list rather than around it, so that a list that
    // gains or loses its field keeps its identity (its table view, its undo steps).
    HostedTable(list: self).background { SearchFieldAnchor(search: search) }
  }
}
#endif
