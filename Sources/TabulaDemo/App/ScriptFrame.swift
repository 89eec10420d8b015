/// One frame of a scripted run: the step that led to it and what the terminal showed.
struct ScriptFrame: Equatable, Sendable {
  /// The step, as written in the script; `start` for the first frame.
  let step: String

  /// The lines of the frame, in plain text.
  let lines: [String]

  /// The frame as text: a header line naming its number and step, then its lines.
  ///
  /// - Parameter number: The frame's number, counted from zero.
  /// - Returns: The text, without a final new line.
  func text(number: Int) -> String {
    (["--- frame \(number): \(step) ---"] + lines).joined(separator: "\n")
  }
}
