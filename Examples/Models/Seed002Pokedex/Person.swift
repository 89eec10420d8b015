/// A person of seed 002's people list: a name and a city, identified by a number; the UIKit
/// and the SwiftUI screens show the same people.
package struct Person: Identifiable, Equatable, Sendable {
  /// The person's identity.
  package let id: Int

  /// The name shown.
  package let name: String

  /// Where the person lives.
  package let city: String

  /// The people of the talk's list.
  package static let all = [
    Person(id: 1, name: "Ash Furrow", city: "Toronto"),
    Person(id: 2, name: "Natasha Murashev", city: "San Francisco"),
    Person(id: 3, name: "Chris Eidhof", city: "Berlin"),
    Person(id: 4, name: "Florian Kugler", city: "Berlin"),
    Person(id: 5, name: "Ayaka Nonaka", city: "Boston"),
    Person(id: 6, name: "JP Simard", city: "Montreal"),
  ]
}
