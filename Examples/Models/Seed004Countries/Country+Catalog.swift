// MARK: - Country + Catalog

extension Country {
  /// The countries the demo starts with, in alphabetical order.
  package static let catalog: [Country] = rows.map {
    Country(name: $0.0, capital: $0.1, continent: $0.2)
  }

  private static let rows: [(String, String, Continent)] = [
    ("Algeria", "Algiers", .africa), ("Argentina", "Buenos Aires", .southAmerica),
    ("Australia", "Canberra", .oceania), ("Austria", "Vienna", .europe),
    ("Brazil", "Brasília", .southAmerica), ("Canada", "Ottawa", .northAmerica),
    ("Chile", "Santiago", .southAmerica), ("China", "Beijing", .asia),
    ("Colombia", "Bogotá", .southAmerica), ("Costa Rica", "San José", .northAmerica),
    ("Cuba", "Havana", .northAmerica), ("Denmark", "Copenhagen", .europe),
    ("Egypt", "Cairo", .africa), ("Ethiopia", "Addis Ababa", .africa),
    ("Fiji", "Suva", .oceania), ("Finland", "Helsinki", .europe),
    ("France", "Paris", .europe), ("Germany", "Berlin", .europe),
    ("Ghana", "Accra", .africa), ("Greece", "Athens", .europe),
    ("India", "New Delhi", .asia), ("Indonesia", "Jakarta", .asia),
    ("Ireland", "Dublin", .europe), ("Italy", "Rome", .europe),
    ("Jamaica", "Kingston", .northAmerica), ("Japan", "Tokyo", .asia),
    ("Kenya", "Nairobi", .africa), ("Mexico", "Mexico City", .northAmerica),
    ("Morocco", "Rabat", .africa), ("Nepal", "Kathmandu", .asia),
    ("New Zealand", "Wellington", .oceania), ("Nigeria", "Abuja", .africa),
    ("Norway", "Oslo", .europe), ("Papua New Guinea", "Port Moresby", .oceania),
    ("Peru", "Lima", .southAmerica), ("Philippines", "Manila", .asia),
    ("Poland", "Warsaw", .europe), ("Portugal", "Lisbon", .europe),
    ("Samoa", "Apia", .oceania), ("Senegal", "Dakar", .africa),
    ("South Korea", "Seoul", .asia), ("Spain", "Madrid", .europe),
    ("Sweden", "Stockholm", .europe), ("Thailand", "Bangkok", .asia),
    ("United States", "Washington, D.C.", .northAmerica), ("Uruguay", "Montevideo", .southAmerica),
    ("Vietnam", "Hanoi", .asia), ("Zambia", "Lusaka", .africa),
  ]
}
