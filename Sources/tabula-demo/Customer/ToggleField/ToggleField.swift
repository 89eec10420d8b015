/// What a ``ToggleCell`` shows: a title and a switch.
struct ToggleField: Equatable, Sendable {
  /// The title.
  var title: String
  /// Whether the switch is on.
  var isOn: Bool

  /// The field with its switch flipped.
  var toggled: ToggleField { ToggleField(title: title, isOn: !isOn) }
}
