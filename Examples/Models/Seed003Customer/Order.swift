/// Seed 003's order: one product, placed on a day, shipped or not.
package struct Order: Sendable {
  /// The order number.
  package var number: Int
  /// The day it was placed.
  package var placed: Day
  /// Whether it has shipped.
  package var isShipped: Bool
  /// The product ordered.
  package var product: Product

  /// An order for the Analytical Engine.
  package static let engine = Order(
    number: 1843, placed: Day(year: 2024, month: 3, day: 7), isShipped: false,
    product: .analyticalEngine)

  /// An order for the Difference Engine No. 2.
  package static let differenceEngine = Order(
    number: 1852, placed: Day(year: 2024, month: 5, day: 27), isShipped: true,
    product: .differenceEngine)

  /// Creates the value from its parts.
  package init(number: Int, placed: Day, isShipped: Bool, product: Product) {
    self.number = number
    self.placed = placed
    self.isShipped = isShipped
    self.product = product
  }
}
