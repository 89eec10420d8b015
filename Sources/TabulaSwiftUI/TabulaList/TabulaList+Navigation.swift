#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(macOS))
public import SwiftUI

// MARK: - TabulaList + Navigation

@available(iOS 16.0, macOS 13.0, *)
extension TabulaList {
  /// Makes rows navigate: on iOS, each row `value` gives a value for shows a disclosure
  /// indicator outside edit mode, and a tap on it anywhere appends the value to `path`; on the
  /// Mac, a click on it does, as a `NavigationLink` row of `List` does there (and selects the
  /// row where the list selects). The enclosing `NavigationStack` pushes the value with its
  /// `navigationDestination(for:destination:)`.
  ///
  /// ```swift
  /// NavigationStack(path: $path) {
  ///   TabulaList(books) { BookRow(book: $0) }
  ///     .navigationRows(path: $path) { book in book.id }
  ///     .navigationDestination(for: Book.ID.self) { BookDetail(id: $0) }
  /// }
  /// ```
  ///
  /// A `NavigationLink` inside a row gets neither the indicator nor the tap of the whole row,
  /// and a row's cell may not see the stack's environment: the list appends to the path the
  /// app hands it instead. In a `NavigationSplitView`, bind the list's selection instead
  /// (`TabulaList(books, selection: $selected)`): a tap outside edit mode selects the row, as
  /// `List(selection:)` does, and the detail follows the selection.
  ///
  /// - Parameters:
  ///   - path: The stack's path.
  ///   - value: The value a row pushes, or `nil` for a row that does not navigate.
  /// - Returns: The list, with navigating rows.
  public func navigationRows<Value: Hashable>(
    path: Binding<NavigationPath>, value: @escaping @MainActor (Item) -> Value?
  ) -> TabulaList {
    var list = self
    list.actions.navigation = { item -> (@MainActor () -> Void)? in
      guard let pushed = value(item) else { return nil }
      return { path.wrappedValue.append(pushed) }
    }
    return list
  }

  /// Makes rows navigate, appending the value of a tapped or clicked row to a path of values
  /// of one type: ``navigationRows(path:value:)-(Binding<NavigationPath>,_)`` for a
  /// `NavigationStack(path:)` bound to an array.
  ///
  /// - Parameters:
  ///   - path: The stack's path.
  ///   - value: The value a row pushes, or `nil` for a row that does not navigate.
  /// - Returns: The list, with navigating rows.
  public func navigationRows<Value: Hashable>(
    path: Binding<[Value]>, value: @escaping @MainActor (Item) -> Value?
  ) -> TabulaList {
    var list = self
    list.actions.navigation = { item -> (@MainActor () -> Void)? in
      guard let pushed = value(item) else { return nil }
      return { path.wrappedValue.append(pushed) }
    }
    return list
  }
}
#endif
