// MARK: - Country + Newcomers

extension Country {
  /// The countries `i` inserts on the countries screen, in order, as another writer to the
  /// database would.
  package static let newcomers: [Country] = [
    Country(name: "Iceland", capital: "Reykjavík", continent: .europe),
    Country(name: "Mongolia", capital: "Ulaanbaatar", continent: .asia),
    Country(name: "Chad", capital: "N'Djamena", continent: .africa),
    Country(name: "Bolivia", capital: "Sucre", continent: .southAmerica),
    Country(name: "Tonga", capital: "Nukuʻalofa", continent: .oceania),
    Country(name: "Panama", capital: "Panama City", continent: .northAmerica),
  ]
}
