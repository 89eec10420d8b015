// MARK: - HostBinding

/// A value a declarative view hands the list on each update, and how to write a new one back:
/// a SwiftUI `Binding` without SwiftUI.
@_spi(Hosting) public struct HostBinding<Value: Equatable> {
  /// The value the binding holds now.
  public var value: Value

  /// Writes a new value to the binding's source of truth.
  public var write: @MainActor (Value) -> Void

  /// Creates a binding from its value and its setter.
  ///
  /// - Parameters:
  ///   - value: The value it holds now.
  ///   - write: Writes a new value.
  public init(_ value: Value, write: @escaping @MainActor (Value) -> Void) {
    self.value = value
    self.write = write
  }
}
