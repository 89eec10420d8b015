#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import TabulaExampleModels

// MARK: - ShowFieldRow

/// The row of a seed 003 show screen: one view per kind of field, chosen by a `switch` over
/// the field (the seed's `switch` over the cell type in `cellForRowAt`).
///
/// A toggle field's switch hands the flipped field to `onToggle`, which puts it in the list;
/// a link shows a disclosure chevron (the list's selection opens it).
@available(iOS 16.0, *)
struct ShowFieldRow: View {
  /// The field shown.
  let field: ShowField

  /// Called with a toggle field the user flipped.
  var onToggle: (ToggleField) -> Void = { _ in }

  var body: some View {
    switch field {
    case .text(let text):
      LabeledContent(text.title, value: text.value)
    case .image(let image):
      Label(image.name, systemImage: "photo")
    case .date(let date):
      LabeledContent(date.title, value: date.day.description)
    case .toggle(let toggle):
      Toggle(
        toggle.title, isOn: Binding(get: { toggle.isOn }, set: { _ in onToggle(toggle.toggled) }))
    case .link(let link):
      HStack {
        LabeledContent(link.title, value: link.value)
        Image(systemName: "chevron.right").foregroundStyle(.tertiary)
      }
    }
  }
}
#endif
