#if canImport(SwiftUI) && (os(iOS) || os(visionOS))

// MARK: - Person

/// A person of seed 002's people list (``PeopleView``): a name and a city, identified by a
/// number; the same people as the UIKit screen's.
@available(iOS 16.0, *)
struct Person: Identifiable, Equatable, Sendable {
  /// The person's identity.
  let id: Int

  /// The name shown.
  let name: String

  /// Where the person lives.
  let city: String

  /// The people of the talk's list.
  static let all = [
    Person(id: 1, name: "Ash Furrow", city: "Toronto"),
    Person(id: 2, name: "Natasha Murashev", city: "San Francisco"),
    Person(id: 3, name: "Chris Eidhof", city: "Berlin"),
    Person(id: 4, name: "Florian Kugler", city: "Berlin"),
    Person(id: 5, name: "Ayaka Nonaka", city: "Boston"),
    Person(id: 6, name: "JP Simard", city: "Montreal"),
  ]
}
#endif
