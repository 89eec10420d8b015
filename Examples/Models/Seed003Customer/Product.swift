/// Seed 003's product.
package struct Product: Sendable {
  /// The name.
  package var name: String
  /// The price, written out.
  package var price: String
  /// The picture's file name.
  package var picture: String
  /// The day it was released.
  package var released: Day
  /// Whether it is in stock.
  package var inStock: Bool

  /// Babbage's Analytical Engine.
  package static let analyticalEngine = Product(
    name: "Analytical Engine", price: "£17,000", picture: "engine.png",
    released: Day(year: 1837, month: 1, day: 1), inStock: false)

  /// Babbage's Difference Engine No. 2.
  package static let differenceEngine = Product(
    name: "Difference Engine No. 2", price: "£28,000", picture: "difference.png",
    released: Day(year: 1849, month: 1, day: 1), inStock: true)

  /// Creates the value from its parts.
  package init(name: String, price: String, picture: String, released: Day, inStock: Bool) {
    self.name = name
    self.price = price
    self.picture = picture
    self.released = released
    self.inStock = inStock
  }
}
