/// A row of the `place` table: a continent, a country or a city, under the place its
/// `parent` names.
struct Place: Identifiable, Equatable, Sendable {
  /// The row's identifier.
  let id: Int64

  /// The identifier of the place it is in; `nil` for a continent.
  let parent: Int64?

  /// The place's name.
  let name: String

  /// What its row shows trailing: a country's capital, `capital` for a capital city.
  let detail: String
}
