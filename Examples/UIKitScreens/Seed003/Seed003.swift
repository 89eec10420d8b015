#if canImport(UIKit)
package import Tabula
package import TabulaUIKit
import UIKit
import TabulaExampleModels

/// Seed 003, "One UITableViewController to Rule Them All": a customer, an order and a product
/// each shown by a presenter of typed rows, in one table view controller.
///
/// The seed's `Cell` record (`title`, `value: Any?`, `cellType`) and its `switch` over the cell
/// type in `cellForRowAt` become ``Tabula/ListRow``s: each row names its cell class and hands it a
/// value of the type that cell takes, so the compiler checks what the seed checked with `as!`.
package enum Seed003 {
  /// The one controller every show screen uses: rows of mixed cells from a presenter.
  package typealias ShowViewController = TableViewController<ListSection, ListRow<String>>
}
#endif
