// MARK: - Key + Bytes

extension Key {
  /// The keys in bytes read from a terminal in raw mode: arrows and page keys as their
  /// escape sequences (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`), a lone escape as ``escape``,
  /// return or line feed as ``enter``, DEL or BS as ``backspace``, Ctrl-C and Ctrl-D as
  /// ``interrupt``, other control bytes and unknown sequences dropped, the rest decoded as
  /// UTF-8 characters.
  ///
  /// - Parameter bytes: What one read returned.
  /// - Returns: The keys, in order.
  static func parse(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      keys += String(decoding: text, as: UTF8.self).map { Key.character($0) }
      text = []
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard byte < 0x20 || byte == 0x7F else {
        text.append(byte)
        continue
      }
      flushText()
      switch byte {
      case 0x1B:
        let (key, length) = escapeSequence(bytes[index...])
        index += length
        if let key { keys.append(key) }
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x03, 0x04: keys.append(.interrupt)
      default: break
      }
    }
    flushText()
    return keys
  }

  /// The key an escape sequence names, and how many bytes after the escape it takes.
  private static func escapeSequence(_ rest: ArraySlice<UInt8>) -> (Key?, Int) {
    guard let introducer = rest.first,
      introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O")
    else { return (.escape, 0) }
    var length = 1
    var parameters: [UInt8] = []
    for byte in rest.dropFirst() {
      length += 1
      if (0x40...0x7E).contains(byte) {
        switch (parameters, byte) {
        case ([], UInt8(ascii: "A")): return (.up, length)
        case ([], UInt8(ascii: "B")): return (.down, length)
        case ([], UInt8(ascii: "C")): return (.right, length)
        case ([], UInt8(ascii: "D")): return (.left, length)
        case ([UInt8(ascii: "5")], UInt8(ascii: "~")): return (.pageUp, length)
        case ([UInt8(ascii: "6")], UInt8(ascii: "~")): return (.pageDown, length)
        default: return (nil, length)
        }
      }
      parameters.append(byte)
    }
    return (nil, length)
  }
}
