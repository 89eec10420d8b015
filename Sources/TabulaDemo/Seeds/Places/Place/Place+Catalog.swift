import TabulaExampleModels

// MARK: - Place + Catalog

extension Place {
  /// The cities the table starts with, by the name of their country; the other countries of
  /// ``Country/catalog`` start without any.
  static let cities: [(country: String, names: [String])] = [
    ("Australia", ["Canberra", "Melbourne", "Sydney"]),
    ("Brazil", ["Brasília", "Rio de Janeiro", "São Paulo"]),
    ("Canada", ["Montreal", "Ottawa", "Toronto"]),
    ("France", ["Lyon", "Marseille", "Paris"]),
    ("Japan", ["Kyoto", "Osaka", "Tokyo"]),
    ("Kenya", ["Mombasa", "Nairobi"]),
  ]

  /// The cities `i` inserts on the outline screen, in order, as another writer to the
  /// database would: one under a country that had none.
  static let newcomers: [(city: String, country: String)] = [
    ("Nice", "France"), ("Cusco", "Peru"), ("Sapporo", "Japan"), ("Kisumu", "Kenya"),
    ("Perth", "Australia"), ("Calgary", "Canada"),
  ]
}
