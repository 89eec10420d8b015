/// Seed 003's product.
struct Product: Sendable {
  /// The name.
  var name: String
  /// The price, written out.
  var price: String
  /// The picture's file name.
  var picture: String
  /// The day it was released.
  var released: Day
  /// Whether it is in stock.
  var inStock: Bool

  /// Babbage's Analytical Engine.
  static let analyticalEngine = Product(
    name: "Analytical Engine", price: "£17,000", picture: "engine.png",
    released: Day(year: 1837, month: 1, day: 1), inStock: false)

  /// Babbage's Difference Engine No. 2.
  static let differenceEngine = Product(
    name: "Difference Engine No. 2", price: "£28,000", picture: "difference.png",
    released: Day(year: 1849, month: 1, day: 1), inStock: true)
}
