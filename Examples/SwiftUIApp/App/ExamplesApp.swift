import Foundation
import SwiftUI
import TabulaSwiftUIExamples

// MARK: - ExamplesApp

/// The app of the SwiftUI examples, which the UI tests open: the gallery, or the screen the
/// launch argument `-TabulaExample <name>` names.
@main
struct ExamplesApp: App {
  var body: some Scene {
    WindowGroup {
      if #available(iOS 16.0, *) {
        ExamplesGallery(opening: ExampleScreen(launchArguments: ProcessInfo.processInfo.arguments))
      } else {
        Text("The examples need iOS 16.")
      }
    }
  }
}
