#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(macOS))
import SwiftUI
import Tabula
import TabulaSwiftUI

// MARK: - PlacesView

/// An outline, not one of the seeds: the continents, each country under its continent and
/// each capital under its country (``Place/world()``), with disclosure controls.
///
/// The expanded places are a binding (`.outlineExpansion`): the list writes back what the
/// user expands and collapses, and the toolbar's buttons expand every continent and country,
/// or collapse them all, by setting it.
@available(iOS 16.0, macOS 13.0, *)
@MainActor
struct PlacesView: View {
  @State private var places = EditableList((try? Place.world()) ?? Snapshot())
  @State private var expanded: Set<Place.ID> = [Place(kind: .continent, name: "Europe").id]

  var body: some View {
    NavigationStack {
      TabulaList(places) { place in
        Label(place.name, systemImage: place.symbol)
      }
      .outlineExpansion($expanded)
      .navigationTitle("Places")
      .toolbar {
        Button("Expand All") {
          let outline = places.snapshot
          expanded = Set(outline.itemIdentifiers.filter { outline.hasChildren($0) })
        }
        Button("Collapse All") { expanded = [] }
      }
    }
  }
}
#endif
