#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(macOS))
public import Foundation
public import SwiftUI
@_spi(Hosting) internal import Tabula

// MARK: - ListMenuItem

/// A command of a ``TabulaList``'s context menu: a title, an optional system image, a role and
/// an action.
///
/// The list's rows are UIKit cells, whose menus are `UIMenu`s: a SwiftUI menu view (a
/// `Button`, a `Picker`) cannot become one, so a ``TabulaList`` takes its commands as values,
/// read like the `Button`s they stand for.
///
/// ```swift
/// TabulaList(books, selection: $selection) { BookRow(book: $0) }
///   .contextMenu(forSelectionType: Book.ID.self) { ids in
///     ListMenuItem("Star", systemImage: "star") { library.star(ids) }
///     ListMenuItem("Delete", systemImage: "trash", role: .destructive) { library.delete(ids) }
///   }
/// ```
@available(iOS 16.0, *)
public struct ListMenuItem {
  let command: ListHostMenuCommand

  // MARK: Lifecycle

  /// Creates a command whose title is looked up as `Button`'s is: in the app's `Localizable`
  /// strings.
  ///
  /// - Parameters:
  ///   - title: The localized title.
  ///   - systemImage: The name of a system image shown beside the title, if any.
  ///   - role: `.destructive` shows the command in red.
  ///   - action: Runs the command, on the main actor.
  @available(macOS 13.0, *)
  public init(
    _ title: LocalizedStringResource, systemImage: String? = nil, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(verbatim: String(localized: title), systemImage: systemImage, role: role, action)
  }

  /// Creates a command with a title as it is, not looked up.
  ///
  /// - Parameters:
  ///   - title: The title, localized already or needing no localization.
  ///   - systemImage: The name of a system image shown beside the title, if any.
  ///   - role: `.destructive` shows the command in red.
  ///   - action: Runs the command, on the main actor.
  @_disfavoredOverload
  public init<Title: StringProtocol>(
    _ title: Title, systemImage: String? = nil, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(verbatim: String(title), systemImage: systemImage, role: role, action)
  }

  private init(
    verbatim title: String, systemImage: String?, role: ButtonRole?,
    _ action: @escaping @MainActor () -> Void
  ) {
    command = ListHostMenuCommand(
      title: title, systemImage: systemImage, isDestructive: role == .destructive,
      action: action)
  }
}

// MARK: - ListMenuBuilder

/// Builds the commands of a ``TabulaList``'s context menu from ``ListMenuItem``s, with `if`,
/// `switch` and `for` as a `ViewBuilder` allows.
@available(iOS 16.0, *)
@resultBuilder
public enum ListMenuBuilder {
  /// A command.
  public static func buildExpression(_ item: ListMenuItem) -> [ListMenuItem] { [item] }

  /// Commands already gathered.
  public static func buildExpression(_ items: [ListMenuItem]) -> [ListMenuItem] { items }

  /// The commands of a block, in order.
  public static func buildBlock(_ parts: [ListMenuItem]...) -> [ListMenuItem] {
    parts.flatMap { $0 }
  }

  /// The commands of an `if` without `else`; none when its condition is false.
  public static func buildOptional(_ part: [ListMenuItem]?) -> [ListMenuItem] { part ?? [] }

  /// The commands of the first branch of an `if` or `switch`.
  public static func buildEither(first part: [ListMenuItem]) -> [ListMenuItem] { part }

  /// The commands of the second branch of an `if` or `switch`.
  public static func buildEither(second part: [ListMenuItem]) -> [ListMenuItem] { part }

  /// The commands of a `for` loop, in order.
  public static func buildArray(_ parts: [[ListMenuItem]]) -> [ListMenuItem] {
    parts.flatMap { $0 }
  }

  /// The commands of an `if #available` branch.
  public static func buildLimitedAvailability(_ part: [ListMenuItem]) -> [ListMenuItem] { part }
}
#endif
