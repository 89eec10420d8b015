@_spi(Hosting) import TabulaUIKit

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// The content configuration a hosted test row shows: the item, as a `UIHostingConfiguration`
/// would hold the row's view of it.
struct HostedRowConfiguration: UIContentConfiguration {
  var label: String

  func makeContentView() -> any UIView & UIContentView {
    HostedRowView(configuration: self)
  }

  func updated(for state: any UIConfigurationState) -> HostedRowConfiguration { self }
}

/// The content view of a hosted test row; it counts the views made, so a test can tell a
/// reused content view from a new one.
final class HostedRowView: UIView, UIContentView {
  var configuration: any UIContentConfiguration

  init(configuration: HostedRowConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    configuration = HostedRowConfiguration(label: "")
    super.init(coder: coder)
  }

  /// The label of the configuration shown.
  var label: String? { (configuration as? HostedRowConfiguration)?.label }
}
