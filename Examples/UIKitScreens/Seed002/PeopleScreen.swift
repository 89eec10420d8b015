#if canImport(UIKit)
package import Tabula
package import TabulaUIKit
import UIKit
package import TabulaExampleModels

/// Seed 002's `MyTableViewController` for people: one final controller, configured by a
/// closure in configuration values, with delete, reorder, Edit/Done and Undo/Redo.
package enum PeopleScreen {
  /// What the list lets the user do: delete and move people, with undo.
  package static let behavior = ListBehavior<Person>(allowsDeleting: true, allowsMoving: true)

  /// How the list looks: a name above a city, with Edit, Undo and Redo buttons.
  package static let appearance = ListAppearance<Person>(
    cellStyle: .subtitle,
    showsEditButton: true,
    showsUndoButtons: true,
    emptyStateText: "Nobody left: tap Undo to bring them back"
  ) { content, person in
    content.text = person.name
    content.secondaryText = person.city
  }

  /// The people, in one section, as a list the user edits with undo.
  ///
  /// - Parameter people: The people, in order.
  /// - Returns: The list.
  /// - Throws: `SnapshotError` if two people have one identity.
  @MainActor
  package static func list(of people: [Person] = Person.all) throws
    -> EditableList<ListSection, Person>
  {
    try EditableList(items: people)
  }

  /// Makes the screen.
  ///
  /// - Parameters:
  ///   - people: The list of people.
  ///   - behavior: What the list lets the user do.
  ///   - appearance: What the list looks like.
  /// - Returns: The view controller to show.
  @MainActor
  package static func make(
    _ people: EditableList<ListSection, Person>, behavior: ListBehavior<Person> = behavior,
    appearance: ListAppearance<Person> = appearance
  ) -> TableViewController<ListSection, Person> {
    let controller = TableViewController(
      provider: people, behavior: behavior, appearance: appearance)
    controller.title = "People"
    return controller
  }
}
#endif
