import Testing

@testable import TabulaDemo

struct KeyTests {
  @Test func `escape sequences become arrows and page keys, a lone escape stays escape`() {
    let bytes: [UInt8] = [0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x42, 0x1B, 0x5B, 0x35, 0x7E, 0x1B]
    #expect(Key.parse(bytes) == [.up, .down, .pageUp, .escape])
  }

  @Test func `text, return, backspace and Ctrl-C are told apart`() {
    let bytes = Array("dé".utf8) + [0x0D, 0x7F, 0x03, 0x0A]
    #expect(
      Key.parse(bytes) == [
        .character("d"), .character("é"), .enter, .backspace, .interrupt, .enter,
      ])
  }

  @Test func `the left and right arrows are told apart, in both forms`() throws {
    let bytes: [UInt8] = [0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x43, 0x1B, 0x4F, 0x43]
    #expect(Key.parse(bytes) == [.left, .right, .right])
    #expect(try ScriptStep.parse("left,right") == [.key(.left), .key(.right)])
  }

  @Test func `unknown escape sequences are dropped without eating what follows`() {
    // ESC [ H: Home.
    #expect(Key.parse([0x1B, 0x5B, 0x48, 0x6A]) == [.character("j")])
  }

  @Test func `a script is keys separated by commas or new lines, with filters typed at once`()
    throws
  {
    let steps = try ScriptStep.parse("d, d,u\n m,,/pi ka,/, enter,esc,M")
    #expect(
      steps == [
        .key(.character("d")), .key(.character("d")), .key(.character("u")),
        .key(.character("m")), .filter("pi ka"), .filter(""), .key(.enter), .key(.escape),
        .key(.character("M")),
      ])
  }

  @Test func `an unknown key names itself and lists the valid ones`() {
    #expect(throws: ScriptError(token: "z")) { try ScriptStep.parse("d,z") }
    let message = ScriptError(token: "z").description
    #expect(message.hasPrefix("unknown key 'z'. Valid keys: up down k j"))
    #expect(message.contains("/text"))
  }
}
