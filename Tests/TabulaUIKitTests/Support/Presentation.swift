import Tabula
import TabulaUIKit
import UIKit

/// Showing controllers as an app does, and reading what a table shows.
@MainActor
enum Presentation {
  /// Puts a controller in a navigation controller in a window, so that its view loads and
  /// appears, and its table animates instead of reloading.
  ///
  /// - Parameter controller: The screen.
  /// - Returns: The window (keep it alive for the test) and the navigation controller.
  static func present(_ controller: UIViewController) -> (
    window: UIWindow, navigation: UINavigationController
  ) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    settle(window)
    return (window, navigation)
  }

  /// Ends running animations and lays the view out, as the next turns of the run loop would.
  ///
  /// - Parameter view: The view to lay out.
  static func settle(_ view: UIView) {
    UIKitDriver.runPendingAnimations()
    view.layoutIfNeeded()
    #if os(Linux)
    for subview in view.subviews { settle(subview) }
    #else
    // On Apple platforms ending the animations runs the main run loop for a while: once for
    // the whole hierarchy is enough.
    for subview in view.subviews { layOut(subview) }
    #endif
  }

  #if !os(Linux)
  private static func layOut(_ view: UIView) {
    view.layoutIfNeeded()
    for subview in view.subviews { layOut(subview) }
  }
  #endif
}

extension UITableView {
  /// The primary text of every visible row, top to bottom, after laying out.
  var shownTexts: [String?] {
    layoutIfNeeded()
    let paths = (indexPathsForVisibleRows ?? []).sorted()
    return paths.map { cellForRow(at: $0)?.textLabel?.text }
  }
}
