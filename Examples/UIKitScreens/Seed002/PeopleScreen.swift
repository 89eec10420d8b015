#if canImport(UIKit)
package import Tabula
package import TabulaUIKit
import UIKit

/// Seed 002's `MyTableViewController` for people: one final controller, configured by a
/// closure in a configuration value, with delete, reorder, Edit/Done and Undo/Redo.
package enum PeopleScreen {
  /// How the list looks and what it lets the user do: a name above a city, deleting and
  /// moving with undo.
  package static let configuration = ListConfiguration<Person>(
    cellStyle: .subtitle,
    allowsDeleting: true,
    allowsMoving: true,
    showsEditButton: true,
    showsUndoButtons: true,
    emptyStateText: "Nobody left: tap Undo to bring them back"
  ) { content, person in
    content.text = person.name
    content.secondaryText = person.city
  }

  /// Makes the screen.
  ///
  /// - Parameters:
  ///   - people: The people, in order.
  ///   - configuration: What the list looks like and lets the user do.
  /// - Returns: The view controller to show.
  /// - Throws: `SnapshotError` if two people have one identity.
  @MainActor
  package static func make(
    people: [Person] = Person.all, configuration: ListConfiguration<Person> = configuration
  ) throws -> TableViewController<ListSection, Person> {
    let controller = try TableViewController(configuration: configuration, items: people)
    controller.title = "People"
    return controller
  }
}
#endif
