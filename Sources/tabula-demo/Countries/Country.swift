/// A country of seed 004's list: identified by its name, shown with its capital.
struct Country: Identifiable, Equatable, Sendable {
  let name: String
  let capital: String
  let continent: Continent

  var id: String { name }
}
