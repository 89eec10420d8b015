// MARK: - UIViewController + Appearance

extension UIViewController {
  /// The controllers whose views appear and disappear with this one's.
  var appearanceChildren: [UIViewController] {
    (self as? UINavigationController)?.topViewController.map { [$0] } ?? []
  }

  func deliverViewWillAppear(_ animated: Bool) {
    viewWillAppear(animated)
    for child in appearanceChildren {
      child.deliverViewWillAppear(animated)
    }
  }

  func deliverViewDidAppear(_ animated: Bool) {
    viewDidAppear(animated)
    for child in appearanceChildren {
      child.deliverViewDidAppear(animated)
    }
  }

  func deliverViewWillDisappear(_ animated: Bool) {
    viewWillDisappear(animated)
    for child in appearanceChildren {
      child.deliverViewWillDisappear(animated)
    }
  }

  func deliverViewDidDisappear(_ animated: Bool) {
    viewDidDisappear(animated)
    for child in appearanceChildren {
      child.deliverViewDidDisappear(animated)
    }
  }

  /// Whether the view is in a window, so that appearance callbacks apply.
  var isViewInWindow: Bool {
    isViewLoaded && view.window != nil
  }
}
