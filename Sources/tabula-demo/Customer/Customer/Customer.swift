/// Seed 003's customer, with the orders the customer placed.
struct Customer: Sendable {
  /// The picture's file name.
  var photo: String
  /// The full name.
  var name: String
  /// The day of birth.
  var birthdate: Day
  /// Whether the customer is a VIP.
  var isVIP: Bool
  /// The customer's orders, newest last.
  var orders: [Order]

  /// The customer the demo shows.
  static let ada = Customer(
    photo: "ada.png", name: "Ada Lovelace", birthdate: Day(year: 1815, month: 12, day: 10),
    isVIP: true, orders: [Order.engine, Order.differenceEngine])
}
