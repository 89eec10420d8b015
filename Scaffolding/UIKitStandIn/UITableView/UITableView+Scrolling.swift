// MARK: - UITableView + Scrolling

extension UITableView {
  func scroll(to indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition) {
    guard engine.checkScrollTarget(indexPath) else { return }
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
