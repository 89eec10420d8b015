/// A Pokémon of seed 002's Pokédex: identified by its number.
package struct Pokemon: Identifiable, Equatable, Sendable {
  /// The national Pokédex number.
  package let id: Int

  /// The name.
  package let name: String

  /// The type, or types.
  package let type: String

  /// The number as the Pokédex writes it: `#025`.
  package var number: String {
    let digits = String(id)
    return "#" + String(repeating: "0", count: max(3 - digits.count, 0)) + digits
  }

  /// The demo's Pokédex, by region.
  package static let regions: [(String, [Pokemon])] = [
    (
      "Kanto",
      [
        Pokemon(id: 1, name: "Bulbasaur", type: "Grass · Poison"),
        Pokemon(id: 4, name: "Charmander", type: "Fire"),
        Pokemon(id: 7, name: "Squirtle", type: "Water"),
        Pokemon(id: 25, name: "Pikachu", type: "Electric"),
        Pokemon(id: 39, name: "Jigglypuff", type: "Normal · Fairy"),
        Pokemon(id: 52, name: "Meowth", type: "Normal"),
        Pokemon(id: 54, name: "Psyduck", type: "Water"),
        Pokemon(id: 133, name: "Eevee", type: "Normal"),
        Pokemon(id: 143, name: "Snorlax", type: "Normal"),
        Pokemon(id: 150, name: "Mewtwo", type: "Psychic"),
      ]
    ),
    (
      "Johto",
      [
        Pokemon(id: 152, name: "Chikorita", type: "Grass"),
        Pokemon(id: 155, name: "Cyndaquil", type: "Fire"),
        Pokemon(id: 158, name: "Totodile", type: "Water"),
        Pokemon(id: 175, name: "Togepi", type: "Fairy"),
      ]
    ),
  ]

  /// Creates the value from its parts.
  package init(id: Int, name: String, type: String) {
    self.id = id
    self.name = name
    self.type = type
  }
}
