#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
internal import SwiftUI
@_spi(Hosting) internal import Tabula
@_spi(Hosting) internal import TabulaUIKit
internal import UIKit

// MARK: - HostedList

/// The collection view of a ``TabulaList``: hands each of SwiftUI's updates to the
/// coordinator's `ListHost`, which decides what it means.
@available(iOS 16.0, *)
struct HostedList<
  SectionValue: SectionModel, Item: Identifiable & Equatable, Row: View, Header: View
>:
  UIViewRepresentable
where Item.ID: Sendable {
  let list: TabulaList<SectionValue, Item, Row, Header>
  @Binding var status: ListHostStatus?
  let handle: HostedListHandle

  func makeCoordinator() -> HostedListCoordinator<SectionValue, Item> {
    HostedListCoordinator(
      host: ListHost(
        appearance: list.appearance, diagnostics: list.diagnostics,
        schedule: { block in DispatchQueue.main.async { MainActor.assumeIsolated(block) } },
        header: Self.sectionContent(list.header),
        footer: Self.sectionContent(list.footer),
        row: Self.rowContent(list.row)))
  }

  func makeUIView(context: Context) -> UICollectionView {
    context.coordinator.host.collectionView
  }

  func updateUIView(_ view: UICollectionView, context: Context) {
    let coordinator = context.coordinator
    let host = coordinator.host
    handle.retry = { [weak host] in host?.retry() }
    // NB: the environment is handed to every hosted view, which the host configures again
    // when it is on screen (`ListHost+VisibleRows`).
    let environment = context.environment
    host.replaceContent(
      row: Self.rowContent(list.row, environment: environment),
      header: Self.sectionContent(list.header, environment: environment),
      footer: Self.sectionContent(list.footer, environment: environment))
    host.replaceEdgeContent { [weak host] _, status in
      UIHostingConfiguration {
        HostedEdgeView(status: status) { host?.retry() }.inEnvironment(environment)
      }
    }
    let status = $status
    host.statusDidChange = { status.wrappedValue = $0 }
    host.announce = { HostedAnnouncement.post($0) }
    // NB: the array reaches its model inside the update, so that its changes follow the
    // transaction too.
    let animated = HostAnimation.animates(
      disablesAnimations: context.transaction.disablesAnimations)
    host.update(animated: animated) { makeUpdate(coordinator: coordinator, context: context) }
  }

  /// What the view hands its host: the data, the bindings and the environment.
  @MainActor
  private func makeUpdate(coordinator: HostedListCoordinator<SectionValue, Item>, context: Context)
    -> ListHostUpdate<SectionValue, Item>
  {
    let resolved = list.source.resolve(
      coordinator.arrayModel, coordinator.host.writes, list.search?.arrayFilter)
    var update = ListHostUpdate(provider: resolved.provider, behavior: list.behavior)
    if let isEditable = resolved.isEditable, !isEditable {
      update.behavior.allowsDeleting = false
      update.behavior.allowsMoving = false
    }
    if let selection = list.selection {
      update.selection = HostBinding(selection.wrappedValue) { selection.wrappedValue = $0 }
    } else if let selection = list.singleSelection {
      update.selectsOneItem = true
      update.selection = HostBinding(Set(selection.wrappedValue.map { [$0] } ?? [])) {
        selection.wrappedValue = $0.first
      }
    }
    if let expansion = list.expansion {
      update.expansion = HostBinding(expansion.wrappedValue) { expansion.wrappedValue = $0 }
    }
    if let editMode = context.environment.editMode {
      update.editing = HostBinding(editMode.wrappedValue.isEditing) { isEditing in
        editMode.wrappedValue = isEditing ? .active : .inactive
      }
    }
    update.undoRegistrar = context.environment.undoManager
    if let refresh = context.environment.refresh {
      update.refresh = { await refresh() }
    }
    update.searchText = list.search?.text.wrappedValue
    update.scrollAnchoring = list.anchoring
    update.appearance = list.appearance
    update.diagnostics = list.diagnostics
    update.actions = list.actions.host()
    return update
  }

  static func dismantleUIView(
    _ view: UICollectionView, coordinator: HostedListCoordinator<SectionValue, Item>
  ) {
    coordinator.host.dismantle()
  }

  /// The hosting configuration of a section's header or footer, if the list has them, in the
  /// list's environment (see ``rowContent(_:environment:)``).
  private static func sectionContent<Content: View>(
    _ content: (@MainActor (SectionValue) -> Content)?, environment: EnvironmentValues? = nil
  ) -> ListHost<SectionValue, Item>.SectionContent? {
    guard let content else { return nil }
    return { section in
      UIHostingConfiguration { content(section).inEnvironment(environment) }
    }
  }

  /// The hosting configuration of a row: the row's view, in the list's environment, with its
  /// item's identity, so that SwiftUI gives a reused cell's view fresh state.
  ///
  /// A cell's hosting configuration is a hierarchy of its own, made before the cell joins the
  /// window: it does not inherit the list's environment, so custom keys, environment objects,
  /// `@Observable` models, `openURL` and `dismiss` would be missing or the defaults
  /// (ASCollectionView #59 and SheeKit #6: "No ObservableObject of type … found"; LazyPager
  /// #14: an `@Observable` model put with `.environment(_:)` not found in its pages). The
  /// representable's `context.environment` is handed over whole.
  private static func rowContent(
    _ row: @escaping @MainActor (Item) -> Row, environment: EnvironmentValues? = nil
  ) -> ListHost<SectionValue, Item>.RowContent {
    { item in UIHostingConfiguration { row(item).inEnvironment(environment).id(item.id) } }
  }
}

// MARK: - View + Environment

extension View {
  /// The view in `environment`, the whole of it (`\EnvironmentValues.self` is writable), or
  /// as it is for `nil`.
  ///
  /// The list's environment and a cell's own are those of one window, so the trait-based
  /// values (colour scheme, Dynamic Type, display scale) agree; the rest (custom keys,
  /// objects, actions) exist only in the list's.
  @ViewBuilder
  fileprivate func inEnvironment(_ environment: EnvironmentValues?) -> some View {
    if let environment {
      self.environment(\.self, environment)
    } else {
      self
    }
  }
}

// MARK: - HostedListHandle

/// The way a ``TabulaList``'s own views (a Retry button) reach its host, which the
/// representable's coordinator owns.
@available(iOS 16.0, *)
@MainActor
final class HostedListHandle {
  /// Retries the provider's failed load.
  var retry: (@MainActor () -> Void)?
}

// MARK: - HostedListCoordinator

/// What a ``HostedList`` keeps between SwiftUI's updates.
@available(iOS 16.0, *)
@MainActor
final class HostedListCoordinator<SectionValue: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  let host: ListHost<SectionValue, Item>
  let arrayModel: ArrayListModel<Item>

  init(host: ListHost<SectionValue, Item>) {
    self.host = host
    // NB: the host's diagnostics go to the handler of its latest update.
    arrayModel = ArrayListModel(diagnostics: host.diagnostics)
  }
}
#endif
