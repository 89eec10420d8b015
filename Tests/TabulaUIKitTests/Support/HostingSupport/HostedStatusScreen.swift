@_spi(Hosting) import Tabula
@_spi(Hosting) import TabulaUIKit

/// What a `TabulaList` shows in place of its rows, frame after frame: before its host has
/// reported, the status its data has now (`ListHostStatus(of:)`); then each status the host
/// reports, as SwiftUI's state receives them.
@MainActor
final class HostedStatusScreen<Section: SectionModel> where Section.ID: Sendable {
  let fixture: HostFixture<Section>
  private(set) var placeholders: [ListHostStatus.Placeholder?] = []
  /// What VoiceOver was told.
  private(set) var announcements: [String] = []

  init(_ fixture: HostFixture<Section>) {
    self.fixture = fixture
    placeholders = [ListHostStatus(of: fixture.provider).placeholder]
    fixture.host.statusDidChange = { [unowned self] status in
      placeholders.append(status.placeholder)
    }
    fixture.host.announce = { [unowned self] text in announcements.append(text) }
  }

  /// What shows now.
  var current: ListHostStatus.Placeholder? { placeholders.last ?? nil }
}
