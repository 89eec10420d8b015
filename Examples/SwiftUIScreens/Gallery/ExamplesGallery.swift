#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
public import SwiftUI

// MARK: - ExamplesGallery

/// Every SwiftUI example, one a row: the root of the examples app. A screen opens in a sheet
/// (swiped down to close) with its own navigation, so no example's `NavigationStack` sits
/// inside another.
@available(iOS 16.0, *)
@MainActor
public struct ExamplesGallery: View {
  @State private var shown: ExampleScreen?

  /// Creates the gallery, opening `screen` at once if it is given (a UI test's launch
  /// argument).
  ///
  /// - Parameter screen: The screen to open at launch, or `nil` for the list.
  public init(opening screen: ExampleScreen? = nil) {
    _shown = State(initialValue: screen)
  }

  /// The examples, one a row; the one tapped, in a sheet.
  public var body: some View {
    NavigationStack {
      List(ExampleScreen.allCases) { screen in
        Button(screen.title) { shown = screen }
          .accessibilityIdentifier("gallery.\(screen.rawValue)")
      }
      .navigationTitle("Tabula examples")
    }
    .sheet(item: $shown) { screen in screen.view }
  }
}
#endif
