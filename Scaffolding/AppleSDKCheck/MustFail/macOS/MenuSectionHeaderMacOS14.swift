// expect: 'sectionHeader(withTitle:)' is only available in macOS 14.0 or newer
import AppKit

// A macOS 14 menu section header (`+[NSMenuItem sectionHeaderWithTitle:]`,
// `API_AVAILABLE(macos(14.0))` in NSMenuItem.h) at the package's macOS 12 target, without
// `#available`: a table's context menu that groups its items.
@MainActor func groupedMenu() -> NSMenu {
  let menu = NSMenu()
  menu.addItem(NSMenuItem.sectionHeader(withTitle: "Selection"))
  return menu
}
