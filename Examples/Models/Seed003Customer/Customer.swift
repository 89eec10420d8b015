/// Seed 003's customer, with the orders the customer placed.
package struct Customer: Sendable {
  /// The picture's file name.
  package var photo: String
  /// The full name.
  package var name: String
  /// The day of birth.
  package var birthdate: Day
  /// Whether the customer is a VIP.
  package var isVIP: Bool
  /// The customer's orders, newest last.
  package var orders: [Order]

  /// The customer the demo shows.
  package static let ada = Customer(
    photo: "ada.png", name: "Ada Lovelace", birthdate: Day(year: 1815, month: 12, day: 10),
    isVIP: true, orders: [Order.engine, Order.differenceEngine])

  /// Creates the value from its parts.
  package init(photo: String, name: String, birthdate: Day, isVIP: Bool, orders: [Order]) {
    self.photo = photo
    self.name = name
    self.birthdate = birthdate
    self.isVIP = isVIP
    self.orders = orders
  }
}
