#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
public import SwiftUI
public import Tabula
@_spi(Hosting) internal import TabulaUIKit
internal import UIKit

// MARK: - TabulaList

/// A list of any provider's data whose rows are SwiftUI views: Tabula's update engine behind
/// a SwiftUI view.
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
///     .toolbar { EditButton() }
///   }
/// }
/// ```
///
/// The list shows what its provider publishes and animates each change as one legal batch:
/// a new body with the same provider plans no row. Edit mode comes from the environment (so
/// `EditButton` works), the user's deletions and moves are undo steps of the environment's
/// undo manager, `.refreshable` drives the refresh control, and the selection and the
/// expansion of an outline are bindings kept by identity.
///
/// Each row's view is hosted in its cell with `UIHostingConfiguration` and given its item's
/// identity, so a reused cell never keeps the state of the row it showed before.
@available(iOS 16.0, *)
@MainActor
public struct TabulaList<
  SectionValue: SectionModel, Item: Identifiable & Equatable, Row: View, Header: View
>: View where Item.ID: Sendable {
  var source: HostedSource<SectionValue, Item>
  var selection: Binding<Set<Item.ID>>?
  var singleSelection: Binding<Item.ID?>?
  var expansion: Binding<Set<Item.ID>>?
  var behavior = ListBehavior<Item>()
  var anchoring = ScrollAnchoring.stickToTop
  var appearance = UICollectionLayoutListConfiguration.Appearance.insetGrouped
  var emptyText: Text?
  var emptyView: AnyView?
  var diagnostics = ListDiagnostic.Handler.print
  let row: @MainActor (Item) -> Row
  let header: (@MainActor (SectionValue) -> Header)?
  var footer: (@MainActor (SectionValue) -> AnyView)?
  var actions = ListActions<Item>()
  var search: HostedSearch<Item>?

  /// The status the host reported last; `nil` until it reports.
  @State private var reportedStatus: ListHostStatus?
  @State private var handle = HostedListHandle()

  // MARK: Public

  /// The list, with its loading, empty or failed state in place of the rows while it has
  /// none (a failure with a Retry button, so that a failed first load is never a dead end),
  /// and the state of a page loading or failing at either end.
  ///
  /// With ``searchable(text:placement:prompt:)``, a search field whose text a searchable
  /// provider (`SearchFilter`, `SearchLoader`) filters or searches by, as the user types.
  ///
  /// As `List`, the list fills the screen under the bars (its rows scroll under them, a large
  /// title collapses as they do, the refresh control shows in full): the collection view
  /// ignores the container's safe area, and UIKit insets its content by the bars
  /// (`contentInsetAdjustmentBehavior`). The keyboard still resizes it, and a list stuck to its
  /// bottom stays there. A page loading or failing at an end shows inside the list, above its
  /// first row or below its last (the layout's global header or footer, `HostedEdgeView`): it
  /// scrolls with the rows, and the rows the user reads stay where they are when it comes and
  /// goes.
  public var body: some View {
    searchable(
      HostedList(list: self, status: $reportedStatus, handle: handle)
        .ignoresSafeArea(.container)
        .overlay { placeholder })
  }

  // MARK: Private

  /// What shows around the rows: what the host reported, or, before it has, the status the
  /// data has now, so that the first frame never shows the empty text over rows or a load.
  private var status: ListHostStatus {
    reportedStatus ?? source.initialStatus()
  }

  /// The search field, put beside the list rather than around it, so that a list that gains
  /// or loses its field keeps its identity (its collection view, its undo steps).
  private func searchable(_ list: some View) -> some View {
    list.background { SearchFieldAnchor(search: search) }
  }

  /// What shows in place of the rows: on iOS 17 and later, the empty and failed states as
  /// SwiftUI's `ContentUnavailableView` (built with an SDK that has it), else as text.
  @ViewBuilder private var placeholder: some View {
    switch status.placeholder {
    case .loading: ProgressView().accessibilityLabel(HostedText.loading)
    case .failed(let message): failed(message)
    case .empty:
      if let emptyView {
        emptyView
      } else if let emptyText {
        empty(emptyText)
      }
    case nil: EmptyView()
    }
  }

  @ViewBuilder private func empty(_ text: Text) -> some View {
    #if canImport(SwiftUI, _version: 5.0)
    if #available(iOS 17.0, *) {
      ContentUnavailableView { text }
    } else {
      text.foregroundStyle(.secondary).multilineTextAlignment(.center).padding()
    }
    #else
    text.foregroundStyle(.secondary).multilineTextAlignment(.center).padding()
    #endif
  }

  @ViewBuilder private func failed(_ message: String) -> some View {
    #if canImport(SwiftUI, _version: 5.0)
    if #available(iOS 17.0, *) {
      ContentUnavailableView {
        Image(systemName: "exclamationmark.triangle")
      } description: {
        Text(message)
      } actions: {
        retryButton
      }
    } else {
      failedText(message)
    }
    #else
    failedText(message)
    #endif
  }

  private func failedText(_ message: String) -> some View {
    VStack(spacing: 12) {
      Text(message).foregroundStyle(.secondary).multilineTextAlignment(.center)
      retryButton
    }
    .padding()
  }

  private var retryButton: some View {
    Button {
      handle.retry?()
    } label: {
      HostedText.retry
    }
  }
}
#endif
