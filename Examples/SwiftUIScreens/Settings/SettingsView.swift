#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import Combine
import SwiftUI
import Tabula
import TabulaSwiftUI

// MARK: - SettingsView

/// A settings screen that mixes fixed rows and rows of data in one list, as
/// `List { Section { … }; ForEach(devices) { … } }` would: an account section, the devices
/// the user signed in on (an `EditableList` the app changes), and an about section, composed
/// by a `ComposedList`. Signing out of a device removes its row with an animation, and so
/// does a swipe on a device's row: the deletion goes to `devices` as its undoable step, while
/// the account and version rows offer no delete control.
@available(iOS 16.0, *)
@MainActor
struct SettingsView: View {
  @StateObject private var model = SettingsModel()

  var body: some View {
    NavigationStack {
      TabulaList(model.list) { row in
        switch row {
        case .account(let name): LabeledContent("Account", value: name)
        case .device(let device):
          HStack {
            Text(device.name)
            Spacer()
            Button("Sign out") { model.signOut(device) }
          }
        case .version: LabeledContent("Version", value: "1.0")
        }
      }
      .sectionHeaders { section in Text(section.header ?? "") }
      .listBehavior(ListBehavior(allowsDeleting: true))
      .navigationTitle("Settings")
    }
  }
}

// MARK: - SettingsModel

/// The settings screen's data: the devices, and the list that shows them between fixed rows.
@MainActor
final class SettingsModel: ObservableObject {
  /// A device the user signed in on.
  struct Device: Identifiable, Equatable {
    let id: Int
    var name: String
  }

  /// A row of the settings list.
  enum Row: Identifiable, Equatable {
    case account(String)
    case device(Device)
    case version

    var id: String {
      switch self {
      case .account: "account"
      case .device(let device): "device \(device.id)"
      case .version: "version"
      }
    }
  }

  /// The devices, which change while the screen shows.
  let devices =
    (try? EditableList(
      items: [Device(id: 1, name: "iPhone"), Device(id: 2, name: "iPad")],
      section: ListSection("Devices"))) ?? EditableList()

  /// The list: the account, the devices, the version.
  private(set) lazy var list = ComposedList<Row> {
    ListPart.fixed(ListSection("Account"), [.account("ada@example.com")])
    ListPart.rows(of: devices, as: Row.device)
    ListPart.fixed(ListSection("About"), [.version])
  }

  /// Signs out of a device: its row leaves the list.
  func signOut(_ device: Device) {
    try? devices.perform(.deleteItems([device.id]), named: "Sign Out")
  }
}
#endif
