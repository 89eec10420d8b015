import Tabula

/// The demo's first screen: one row per screen, the seeds' first, then the others; Enter
/// opens it.
enum MenuScreen {
  /// One row of the menu.
  struct Entry: Identifiable, Equatable, Sendable {
    /// The screen the row opens.
    let id: ScreenID
  }

  /// How a menu row looks: the screen's name, and what it shows below.
  static let appearance = TerminalAppearance<Entry>(cellStyle: .subtitle) { content, entry in
    content.text = entry.id.rawValue
    content.secondaryText = entry.id.summary
    content.accessory = .disclosureIndicator
  }

  /// The menu's rows: every screen but the menu, the seeds' in a section of their own.
  static var snapshot: Snapshot<ListSection, Entry> {
    let snapshot = try? Snapshot {
      SnapshotSection("Seeds") { ScreenID.seeds.map(Entry.init) }
      SnapshotSection("Beyond the seeds") { ScreenID.beyondTheSeeds.map(Entry.init) }
    }
    // Screen identifiers are unique by construction, so the snapshot cannot refuse them.
    return snapshot ?? Snapshot()
  }

  /// Makes the menu.
  ///
  /// - Parameter navigator: The stack the menu opens screens on.
  /// - Returns: The screen.
  @MainActor
  static func make(_ navigator: Navigator) -> any DemoScreen {
    let behavior = ScreenBehavior<Entry>(
      title: { _ in "Tabula demo: every screen" },
      describe: { $0.id.rawValue },
      matches: { entry, text in
        entry.id.rawValue.contains(text) || entry.id.summary.lowercased().contains(text)
      },
      open: { [weak navigator] entry in
        navigator?.open(entry.id)
        return nil
      },
      isEditable: false,
      isMovable: false)
    return ListScreen(
      model: EditableList(snapshot),
      view: navigator.makeView(rowHeight: appearance.terminalRowHeight),
      behavior: behavior, log: navigator.log
    ) { view, diagnostics in
      ListDataSource(
        surface: view, registration: appearance.terminalRegistration, diagnostics: diagnostics)
    }
  }
}
