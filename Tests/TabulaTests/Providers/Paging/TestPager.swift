import Tabula
import TabulaTesting

/// The page loader of the paging tests: pages of fruits, numbered by an `Int` cursor.
typealias TestPager = ManualPageLoader<Fruit, Int>

// MARK: - TestPager + Fruits

extension ManualPageLoader where Item == Fruit {
  /// Answers the oldest waiting load with the fruits of these identifiers.
  ///
  /// - Parameters:
  ///   - ids: The fruits' identifiers.
  ///   - next: The cursor of the next page; `nil` after the last page.
  func answer(_ ids: [Int], next: Cursor?) async {
    await answer(ids.map { Fruit($0) }, next: next)
  }
}

/// The error a test pager's page fails with.
struct PageFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String = "The network is offline") { self.description = description }
}
