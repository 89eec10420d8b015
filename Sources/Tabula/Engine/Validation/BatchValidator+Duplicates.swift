// MARK: - BatchValidator.Validation + Duplicates

extension BatchValidator.Validation {
  /// Reports sections and items an operation names twice, and moves that share a source or a
  /// destination.
  ///
  /// - Complexity: O(*n*), where *n* is the number of operations in the batch.
  mutating func checkDuplicates() {
    for section in deletedSections.repeated {
      report(
        .sectionDeletedTwice(section), "attempt to delete section \(section) more than once",
        verbatim: false)
    }
    for section in insertedSections.repeated {
      report(
        .sectionInsertedTwice(section), "attempt to insert section \(section) more than once",
        verbatim: false)
    }
    for section in reloadedSections.repeated {
      report(
        .sectionReloadedTwice(section), "attempt to reload section \(section) more than once",
        verbatim: false)
    }
    let row = surface.row
    for path in deletedItems.repeated {
      report(
        .itemDeletedTwice(path),
        "attempt to delete \(row) \(path.item) from section \(path.section) more than once",
        verbatim: false)
    }
    for path in insertedItems.repeated {
      report(
        .itemInsertedTwiceStricterThanUIKit(path),
        "attempt to insert \(row) \(path.item) into section \(path.section) more than once "
          + "(UIKit's collection views count it twice; Tabula refuses it)", verbatim: false)
    }
    for path in reloadedItems.repeated {
      report(
        .itemReloadedTwice(path),
        "attempt to reload \(row) \(path.item) in section \(path.section) more than once",
        verbatim: false)
    }
    checkSharedMoveEnds()
  }

  /// Reports moves that take one section or item to two places, or two to one place.
  private mutating func checkSharedMoveEnds() {
    for (first, other) in sectionMoves.sharedSources {
      report(
        .sectionMovedToTwoPlaces(first, other),
        "attempt to move section \(first.from) to both \(first.to) and \(other.to)",
        verbatim: false)
    }
    for (first, other) in sectionMoves.sharedDestinations {
      report(
        .sectionsMovedToOnePlace(first, other),
        "attempt to move both section \(first.from) and \(other.from) to \(first.to)",
        verbatim: false)
    }
    let row = surface.row
    for (first, other) in itemMoves.sharedSources {
      report(
        .itemMovedToTwoPlaces(first, other),
        "attempt to move \(row) at index path \(first.from) to both \(first.to) and \(other.to)",
        verbatim: false)
    }
    for (first, other) in itemMoves.sharedDestinations {
      report(
        .itemsMovedToOnePlace(first, other),
        "attempt to move both \(row) at index path \(first.from) and \(other.from) to "
          + "\(first.to)", verbatim: false)
    }
  }
}
