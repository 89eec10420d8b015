/// The fuzzer's bytes, read front to back as the choices that build a structured input.
///
/// Once the bytes run out, every choice is the smallest one, so that any input, even an empty
/// one, decodes to something.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var offset = 0

  /// Reads the given bytes.
  public init(_ bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// Whether every byte has been read.
  public var isExhausted: Bool { offset >= bytes.count }

  /// The next byte, or 0 when none is left.
  public mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A number in `range`, read from one byte, or two when the range is wider than a byte.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    var value = Int(byte())
    if range.count > 256 { value = value << 8 | Int(byte()) }
    return range.lowerBound + value % range.count
  }

  /// A yes-or-no choice, from the lowest bit of a byte.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// Up to `limit` elements, each made by `element`; how many is the first choice.
  public mutating func array<Element>(
    upTo limit: Int, _ element: (inout FuzzInput) -> Element
  ) -> [Element] {
    (0..<int(in: 0...limit)).map { _ in element(&self) }
  }

  /// `count` bytes, fewer when the input runs out first.
  public mutating func bytes(count: Int) -> ArraySlice<UInt8> {
    let end = min(bytes.count, offset + max(0, count))
    defer { offset = max(offset, end) }
    return bytes[min(offset, end)..<end]
  }

  /// Every byte not read yet.
  public mutating func remainingBytes() -> ArraySlice<UInt8> {
    bytes(count: bytes.count - offset)
  }
}
