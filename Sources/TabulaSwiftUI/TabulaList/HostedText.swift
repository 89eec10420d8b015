#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
internal import SwiftUI

// MARK: - HostedText

/// The texts a ``TabulaList`` shows of its own, localizable by the app: each is looked up in
/// the strings table `Tabula` of the app's main bundle (`Tabula.strings` or
/// `Tabula.xcstrings`), and shows its English key where the app has no translation.
@available(iOS 16.0, *)
enum HostedText {
  /// The strings table the texts are looked up in.
  static let table = "Tabula"

  /// The button that loads again what failed to load.
  static var retry: Text {
    Text("Retry", tableName: table, comment: "A button that loads a list's failed page again")
  }

  /// What VoiceOver says of the spinner of a list that loads.
  static var loading: Text {
    Text("Loading", tableName: table, comment: "VoiceOver's label of a list's loading spinner")
  }
}
#endif
