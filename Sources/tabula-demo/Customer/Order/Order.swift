/// Seed 003's order: one product, placed on a day, shipped or not.
struct Order: Sendable {
  /// The order number.
  var number: Int
  /// The day it was placed.
  var placed: Day
  /// Whether it has shipped.
  var isShipped: Bool
  /// The product ordered.
  var product: Product

  /// An order for the Analytical Engine.
  static let engine = Order(
    number: 1843, placed: Day(year: 2024, month: 3, day: 7), isShipped: false,
    product: .analyticalEngine)

  /// An order for the Difference Engine No. 2.
  static let differenceEngine = Order(
    number: 1852, placed: Day(year: 2024, month: 5, day: 27), isShipped: true,
    product: .differenceEngine)
}
