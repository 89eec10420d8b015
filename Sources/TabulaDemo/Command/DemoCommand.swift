package import ArgumentParser

/// `tabula-demo`: every example screen in a terminal (the seeds' and more), driven by Tabula.
///
/// In a terminal it opens the menu (or `--screen`) and reads keys. With `--keys`, or with
/// keys on standard input when it is not a terminal, it runs them as a script and prints
/// each frame as plain text. With no arguments and standard output not a terminal, it prints
/// the countries list, as CI expects.
package struct DemoCommand: ParsableCommand {
  /// The command's name, abstract and discussion for `--help`.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "tabula-demo",
      abstract: "Every example screen in a terminal, the seeds' and more, driven by Tabula.",
      discussion: helpText)
  }

  /// The screen to open.
  @Option(help: "The screen to open first (the menu stays below it).")
  var screen: ScreenID?

  /// The keys of a scripted run.
  @Option(
    help: ArgumentHelp(
      "Keys to press, separated by commas; prints each frame as plain text.",
      valueName: "keys"))
  var keys: String?

  /// The width to draw at.
  @Option(help: "The width of a frame in columns (default: the terminal's, or 80).")
  var width: Int?

  /// The height to draw at.
  @Option(help: "The height of a frame in lines (default: the terminal's, or 24).")
  var height: Int?

  /// Where the countries database is.
  @Option(help: "The countries database (default: ~/.cache/tabula-demo/countries.sqlite).")
  var database: String?

  /// Whether the users search pages.
  @Flag(help: "The users search pages through 1,000 users, 30 a page, as you scroll.")
  var paged = false

  /// The pages that fail the first time they load.
  @Option(
    help: ArgumentHelp(
      "Pages of the paged users search that fail the first time they load, such as 2,5 "
        + "(implies --paged).",
      valueName: "pages"),
    transform: DemoCommand.pageNumbers)
  var failPages: Set<Int>?

  /// How long a page takes to load, in milliseconds.
  @Option(
    help: ArgumentHelp(
      "How long a page of the paged users search, or of the chat, takes to load, in "
        + "milliseconds (default: 600; implies --paged). Scripted runs load pages between "
        + "steps instead.",
      valueName: "ms"))
  var pageDelay: Int?

  /// Creates the command with no options; the parser fills them in.
  package init() {}

  /// Checks the keys of `--keys` and the delay of `--page-delay` before anything runs.
  ///
  /// - Throws: A validation error naming the unknown key and listing the valid ones, or
  ///   saying that a delay cannot be negative.
  package mutating func validate() throws {
    if let pageDelay, pageDelay < 0 {
      throw ValidationError("--page-delay takes a number of milliseconds, 0 or more")
    }
    guard let keys else { return }
    do {
      _ = try ScriptStep.parse(keys)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
