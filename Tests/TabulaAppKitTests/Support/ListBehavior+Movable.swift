import Tabula
import TabulaTestSupport

extension ListBehavior where Item == Entry {
  /// A list whose rows the user moves, several at once, and whose selection a click keeps.
  static var movable: Self {
    var behavior = ListBehavior(allowsMoving: true)
    behavior.allowsMultipleSelection = true
    behavior.deselectsOnSelection = false
    return behavior
  }
}
