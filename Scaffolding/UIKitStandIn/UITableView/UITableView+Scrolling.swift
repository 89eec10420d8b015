// MARK: - UITableView + Scrolling

extension UITableView {
  func scroll(to indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition) {
    guard engine.contains(indexPath) else {
      let counts = engine.counts()
      let section = indexPath.count == 2 ? indexPath[0] : -1
      let rows = counts.indices.contains(section) ? counts[section] : 0
      UIKitStandIn.record(
        UIKitStandInViolation(
          kind: .scrollToInvalidIndexPath, exceptionName: "NSRangeException",
          reason: "Attempted to scroll the table view to an out-of-bounds row "
            + "(\(indexPath.count == 2 ? indexPath[1] : -1)) when there are only \(rows) rows in "
            + "section \(section). Table view: <UITableView: 0x0000000000000000>",
          fidelity: .approximate),
        on: self)
      return
    }
    let alignment: ListEngine.ScrollAlignment
    switch scrollPosition {
    case .none: alignment = .nearest
    case .top: alignment = .top
    case .middle: alignment = .middle
    case .bottom: alignment = .bottom
    }
    engine.scroll(to: indexPath, alignment: alignment)
  }

  func select(_ indexPath: IndexPath?, scrollPosition: UITableView.ScrollPosition) {
    let mode = engine.selectionRules.mode(editing: storedIsEditing)
    guard engine.programmaticSelect(indexPath, mode: mode), let indexPath else { return }
    if scrollPosition != .none {
      scroll(to: indexPath, at: scrollPosition)
    }
  }
}
