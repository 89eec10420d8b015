#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) internal import Tabula

/// What a menu item performs: its target, kept by the item (`representedObject`), since a
/// menu item holds its target weakly.
@MainActor
final class MenuActionTarget: NSObject {
  private let action: SurfaceItemAction

  init(_ action: SurfaceItemAction) {
    self.action = action
  }

  @objc func perform(_ sender: Any?) {
    _ = action.perform()
  }
}

// MARK: - SurfaceItemAction + AppKit

extension SurfaceItemAction {
  /// A menu item that performs the action.
  @MainActor
  var menuItem: NSMenuItem {
    let target = MenuActionTarget(self)
    let item = NSMenuItem(
      title: title, action: #selector(MenuActionTarget.perform(_:)), keyEquivalent: "")
    item.target = target
    item.representedObject = target
    if let imageName {
      item.image = NSImage(systemSymbolName: imageName, accessibilityDescription: title)
    }
    return item
  }

  /// A swipe action that performs the action
  /// (`NSTableViewRowAction(style:title:handler:)`).
  @MainActor
  var rowAction: NSTableViewRowAction {
    let action = NSTableViewRowAction(
      style: isDestructive ? .destructive : .regular, title: title
    ) { [perform] _, _ in
      MainActor.assumeIsolated { _ = perform() }
    }
    if let imageName {
      action.image = NSImage(systemSymbolName: imageName, accessibilityDescription: title)
    }
    return action
  }
}

// MARK: - ListKeyCommand + NSEvent

extension ListKeyCommand {
  /// The command of a key event; `nil` for a key the view handles itself.
  @MainActor
  init?(_ event: NSEvent) {
    self.init(
      characters: event.charactersIgnoringModifiers ?? "",
      option: event.modifierFlags.contains(.option),
      control: event.modifierFlags.contains(.control))
  }
}
#endif
