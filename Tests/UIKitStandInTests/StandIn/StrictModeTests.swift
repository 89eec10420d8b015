import Testing
@_spi(StandIn) import UIKit

#if canImport(Glibc)
import Glibc
#endif

@MainActor struct StrictModeTests {
  @Test func `isStrict reads UIKIT_STANDIN_STRICT from the environment`() {
    #expect(UIKitStandIn.isStrict(environment: ["UIKIT_STANDIN_STRICT": "1"]))
    #expect(!UIKitStandIn.isStrict(environment: ["UIKIT_STANDIN_STRICT": "0"]))
    #expect(!UIKitStandIn.isStrict(environment: [:]))
    let previousOverride = UIKitStandIn.strictModeOverride
    UIKitStandIn.strictModeOverride = nil
    let previous = getenv("UIKIT_STANDIN_STRICT").map { String(cString: $0) }
    defer {
      UIKitStandIn.strictModeOverride = previousOverride
      if let previous {
        setenv("UIKIT_STANDIN_STRICT", previous, 1)
      } else {
        unsetenv("UIKIT_STANDIN_STRICT")
      }
    }
    setenv("UIKIT_STANDIN_STRICT", "1", 1)
    #expect(UIKitStandIn.isStrict)
    unsetenv("UIKIT_STANDIN_STRICT")
    #expect(!UIKitStandIn.isStrict)
  }

  @Test func `capture never traps, even in strict mode`() throws {
    let previous = UIKitStandIn.strictModeOverride
    UIKitStandIn.strictModeOverride = true
    defer { UIKitStandIn.strictModeOverride = previous }
    #expect(UIKitStandIn.isStrict)
    let table = UITableView(frame: .zero)
    let (value, violations) = UIKitStandIn.capture { () -> Int in
      table.endUpdates()
      return 7
    }
    #expect(value == 7)
    #expect(violations.map(\.kind) == [.unbalancedEndUpdates])
    let recorded = try #require(UIKitStandIn.violations.last)
    #expect(recorded == violations[0])
    #expect(table.standInViolations == violations)
  }

  @Test func `nested captures both see the inner violations`() {
    let table = UITableView(frame: .zero)
    var inner: [UIKitStandInViolation] = []
    let outer = UIKitStandIn.violations {
      inner = UIKitStandIn.violations { table.endUpdates() }
      table.endUpdates()
    }
    #expect(inner.count == 1)
    #expect(outer.count == 2)
  }

  @Test func `a violation describes itself like UIKit's log line`() {
    let violation = UIKitStandInViolation(
      kind: .unbalancedEndUpdates, reason: "oops", fidelity: .approximate)
    #expect(
      violation.description
        == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'oops'")
  }
}
