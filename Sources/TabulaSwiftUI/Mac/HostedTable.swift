#if canImport(SwiftUI) && os(macOS)
internal import AppKit
internal import SwiftUI
@_spi(Hosting) internal import Tabula
@_spi(AppKitUpdates) @_spi(Hosting) internal import TabulaAppKit

// MARK: - HostedTable

/// The table or outline view of a ``TabulaList`` on the Mac: each of SwiftUI's updates is
/// handed to a ``DeclarativeListHost``, which decides what it means.
@MainActor
struct HostedTable<
  SectionValue: SectionModel, Item: Identifiable & Equatable, Row: View, Header: View
>: NSViewRepresentable where Item.ID: Sendable {
  let list: TabulaList<SectionValue, Item, Row, Header>

  func makeCoordinator() -> HostedTableCoordinator<SectionValue, Item> {
    HostedTableCoordinator()
  }

  func makeNSView(context: Context) -> NSScrollView {
    let scrollView = NSScrollView()
    scrollView.hasVerticalScroller = true
    scrollView.autohidesScrollers = true
    scrollView.drawsBackground = false
    let coordinator = context.coordinator
    coordinator.make(
      in: scrollView, outline: list.expansion != nil || list.source.isOutline(),
      diagnostics: list.diagnostics)
    return scrollView
  }

  func updateNSView(_ view: NSScrollView, context: Context) {
    let coordinator = context.coordinator
    guard let host = coordinator.host else { return }
    // NB: a row's view is hosted apart from the list's view tree, so it is handed the list's
    // environment (its custom keys, environment objects, color scheme) whole.
    let environment = context.environment
    let row = list.row
    coordinator.rowContent = { item in AnyView(row(item).environment(\.self, environment)) }
    if let header = list.header {
      coordinator.headerContent = { section in
        AnyView(header(section).environment(\.self, environment))
      }
    } else {
      coordinator.headerContent = nil
    }
    if let footer = list.footer {
      coordinator.footerContent = { section in
        AnyView(footer(section).environment(\.self, environment))
      }
    } else {
      coordinator.footerContent = nil
    }
    let provider = list.source.resolve(
      coordinator.arrayModel, host.writes, list.search?.arrayFilter)
    var update = DeclarativeListUpdate(provider: provider, behavior: list.behavior)
    update.diagnostics = list.diagnostics
    update.showsSectionHeaders = list.header != nil
    update.showsSectionFooters = list.footer != nil
    update.searchText = list.search?.text.wrappedValue
    update.scrollAnchoring = list.anchoring
    update.undoRegistrar = environment.undoManager
    update.primaryAction = list.actions.primaryAction
    update.onDelete = list.actions.onDelete
    update.onMove = list.actions.onMove
    update.navigation = list.actions.navigation
    if let target = list.actions.scrollTarget {
      update.scrollTarget = HostBinding(target.wrappedValue) { target.wrappedValue = $0 }
      let anchor = list.actions.scrollAnchor.y
      update.scrollTargetPlacement = anchor < 1 / 3 ? .top : anchor > 2 / 3 ? .bottom : .center
    }
    if let position = list.actions.scrollPosition {
      update.scrollPosition = HostBinding(position.wrappedValue) { position.wrappedValue = $0 }
    }
    if let menu = list.actions.contextMenu {
      update.contextMenu = { ids in menu(ids).map(\.command) }
    }
    if let selection = list.selection {
      update.selection = HostBinding(selection.wrappedValue) { selection.wrappedValue = $0 }
    } else if let single = list.singleSelection {
      update.selection = HostBinding(Set(single.wrappedValue.map { [$0] } ?? [])) {
        single.wrappedValue = $0.first
      }
      update.selectsOneItem = true
    }
    if let expansion = list.expansion {
      update.expansion = HostBinding(expansion.wrappedValue) { expansion.wrappedValue = $0 }
    }
    coordinator.emptyText = list.emptyText
    let emptyContent =
      list.emptyView
      ?? list.emptyTextView.map { text in
        AnyView(text.foregroundStyle(.secondary).multilineTextAlignment(.center))
      }
    coordinator.emptyContent = emptyContent.map { AnyView($0.environment(\.self, environment)) }
    coordinator.apply(list.tableStyle, in: view)
    host.update(update)
    coordinator.didUpdate(primaryAction: list.actions.primaryAction)
  }

  static func dismantleNSView(
    _ view: NSScrollView, coordinator: HostedTableCoordinator<SectionValue, Item>
  ) {
    coordinator.dismantle()
  }
}
#endif
