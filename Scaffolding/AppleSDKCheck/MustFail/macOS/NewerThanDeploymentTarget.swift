// expect: 'NSComboButton' is only available in macOS 13.0 or newer
import AppKit

// macOS 13 AppKit at the package's macOS 12 target, without `#available`.
@MainActor func addMenuButton(to view: NSView) {
  view.addSubview(NSComboButton())
}
