#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
internal import SwiftUI
@_spi(Hosting) internal import TabulaUIKit

// MARK: - HostedEdgeView

/// What a ``TabulaList`` shows inside the list at one of its ends: a spinner while a page loads
/// there, or the failure's text with a Retry button. The host shows it as the layout's global
/// header or footer, so it scrolls with the rows.
@available(iOS 16.0, *)
struct HostedEdgeView: View {
  let status: ListHostStatus.EdgeStatus
  let retry: @MainActor () -> Void

  var body: some View {
    Group {
      switch status {
      case .loading:
        ProgressView().accessibilityLabel(HostedText.loading)
      case .failed(let message):
        HStack {
          Text(message).foregroundStyle(.secondary)
          Button {
            retry()
          } label: {
            HostedText.retry
          }
        }
      }
    }
    .padding(.vertical, 8)
    .frame(maxWidth: .infinity)
  }
}
#endif
