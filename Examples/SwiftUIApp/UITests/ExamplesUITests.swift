import XCTest

// MARK: - ExamplesUITests

/// The SwiftUI examples on a simulator: their rows, navigation, delete and undo. Each test
/// opens one example by the launch argument the gallery reads (`-TabulaExample <name>`).
///
/// Not yet run: the Apple-platforms workflow's "SwiftUI examples" job runs them; no SDK on the
/// project's machines has XCTest, so they are not even typechecked there.
final class ExamplesUITests: XCTestCase {
  override func setUp() {
    super.setUp()
    continueAfterFailure = false
  }

  @MainActor func testBooksShowTheirRowsUnderTheirAuthors() {
    let app = open("books")
    XCTAssertTrue(app.staticTexts["The Hobbit"].waitForExistence(timeout: 10))
    XCTAssertTrue(app.staticTexts["J. R. R. Tolkien"].exists)
    XCTAssertTrue(app.staticTexts["By: J. R. R. Tolkien"].firstMatch.exists)
  }

  @MainActor func testATappedBookOpensAsTheDetail() {
    let app = open("library")
    let row = app.staticTexts["Middlemarch"]
    XCTAssertTrue(row.waitForExistence(timeout: 10))
    row.tap()
    let title = app.staticTexts["detail.title"]
    XCTAssertTrue(title.waitForExistence(timeout: 10))
    XCTAssertEqual(title.label, "Middlemarch")
  }

  @MainActor func testASwipedAwayBookComesBackWithUndo() {
    let app = open("library")
    let row = app.staticTexts["Persuasion"]
    XCTAssertTrue(row.waitForExistence(timeout: 10))
    row.swipeLeft()
    app.buttons["Delete"].tap()
    XCTAssertTrue(row.waitForNonExistence(timeout: 10))
    app.buttons["Undo"].tap()
    XCTAssertTrue(row.waitForExistence(timeout: 10))
  }

  @MainActor func testASignedOutDeviceLeavesTheFixedRowsInPlace() {
    let app = open("settings")
    XCTAssertTrue(app.staticTexts["iPad"].waitForExistence(timeout: 10))
    app.buttons["Sign out"].firstMatch.tap()
    XCTAssertTrue(app.staticTexts["iPhone"].waitForNonExistence(timeout: 10))
    XCTAssertTrue(app.staticTexts["ada@example.com"].exists)
    XCTAssertTrue(app.staticTexts["iPad"].exists)
  }

  @MainActor func testASentMessageShowsAtTheBottom() {
    let app = open("chat")
    let field = app.textFields["Message"]
    XCTAssertTrue(field.waitForExistence(timeout: 10))
    field.tap()
    field.typeText("Hello from the UI test")
    app.buttons["Send"].tap()
    XCTAssertTrue(app.staticTexts["Hello from the UI test"].waitForExistence(timeout: 10))
    XCTAssertTrue(app.staticTexts["Hello from the UI test"].isHittable)
  }

  /// Launches the examples app on the screen named `example`.
  @MainActor private func open(_ example: String) -> XCUIApplication {
    let app = XCUIApplication()
    app.launchArguments = ["-TabulaExample", example]
    app.launch()
    return app
  }
}
