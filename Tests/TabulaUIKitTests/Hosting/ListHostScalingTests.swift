@_spi(Hosting) @_spi(Surfaces) import Tabula
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// SwiftUI calls `updateUIView` whenever anything the hosting view reads changes, often with
/// the same provider: such an update must cost the rows on screen, not the list (issue 52,
/// "Performance"). Counted, not timed.
@MainActor
struct ListHostScalingTests {
  @Test
  func
    `an update with equal inputs plans no row and configures only the rows on screen, at any length`()
    throws
  {
    var configuredPerUpdate: [Int] = []
    for count in [100, 2_000, 40_000] {
      let fixture = AdapterHostFixture(AdapterList(try .adapter([Array(1...count)])))
      fixture.update()
      fixture.settle()
      let visible = fixture.shown.count
      let dataSourceCounts = fixture.host.dataSource.updateCounts
      let reconfigured = fixture.host.counts.rowsReconfigured
      let made = fixture.rowsMade.count
      fixture.update()
      #expect(fixture.host.dataSource.updateCounts == dataSourceCounts, "no plan, batch or reload")
      #expect(fixture.host.counts.binds == 1)
      let configured = fixture.host.counts.rowsReconfigured - reconfigured
      #expect(configured <= visible)
      #expect(fixture.rowsMade.count - made == configured)
      configuredPerUpdate.append(configured)
    }
    #expect(Set(configuredPerUpdate).count == 1, "O(visible): \(configuredPerUpdate)")
    #expect(configuredPerUpdate[0] < 100)
  }
}
