import Tabula

/// The demo's first screen: one row per seed's screen; Enter opens it.
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

  /// Makes the menu.
  ///
  /// - Parameter navigator: The stack the menu opens screens on.
  /// - Returns: The screen.
  @MainActor
  static func make(_ navigator: Navigator) -> any DemoScreen {
    let entries = ScreenID.seeds.map(Entry.init)
    let snapshot = (try? Snapshot { SnapshotSection("Seeds") { entries } }) ?? Snapshot()
    let behavior = ScreenBehavior<Entry>(
      title: { _ in "Tabula demo: the seeds' screens in a terminal" },
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
