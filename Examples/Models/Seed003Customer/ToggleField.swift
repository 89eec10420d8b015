/// What a ``ToggleCell`` shows: a title and a switch.
package struct ToggleField: Equatable, Sendable {
  /// The title.
  package var title: String
  /// Whether the switch is on.
  package var isOn: Bool

  /// The field with its switch flipped.
  package var toggled: ToggleField { ToggleField(title: title, isOn: !isOn) }

  /// Creates the value from its parts.
  package init(title: String, isOn: Bool) {
    self.title = title
    self.isOn = isOn
  }
}
