import Testing
@_spi(StandIn) import UIKit

@MainActor struct UITableViewNibTests {
  @Test func `a nib holding one cell is instantiated for each new cell`() throws {
    UINib.standInRegister(nibName: "NibTests.OneCell") {
      [CountingCell(style: .value1, reuseIdentifier: "Cell")]
    }
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let table = UITableView(frame: .zero)
    table.register(UINib(nibName: "NibTests.OneCell", bundle: nil), forCellReuseIdentifier: "Cell")
    table.dataSource = dataSource
    let violations = UIKitStandIn.violations { table.layoutIfNeeded() }
    #expect(violations.isEmpty)
    let first = try #require(table.cellForRow(at: path(0, 0)))
    let second = try #require(table.cellForRow(at: path(0, 1)))
    #expect(first is CountingCell && first !== second)
    #expect(first.detailTextLabel != nil)
  }

  @Test func `a nib must hold exactly one cell`() {
    UINib.standInRegister(nibName: "NibTests.TwoObjects") {
      [UITableViewCell(style: .default, reuseIdentifier: nil), UILabel()]
    }
    let violations = Self.violationsShowingOneRow(nibName: "NibTests.TwoObjects")
    #expect(violations.map(\.kind) == [.nibDoesNotHoldExactlyOneCell])
  }

  @Test func `the nib cell's reuse identifier must match the registration`() {
    UINib.standInRegister(nibName: "NibTests.OtherIdentifier") {
      [UITableViewCell(style: .default, reuseIdentifier: "Other")]
    }
    let violations = Self.violationsShowingOneRow(nibName: "NibTests.OtherIdentifier")
    #expect(violations.map(\.kind) == [.nibReuseIdentifierMismatch])
  }

  @Test func `a nib whose contents were never supplied is not found`() {
    let violations = Self.violationsShowingOneRow(nibName: "NibTests.NeverRegistered")
    #expect(violations.map(\.kind) == [.nibNotFound])
    let direct = UIKitStandIn.violations {
      #expect(
        UINib(nibName: "NibTests.NeverRegistered", bundle: nil).instantiate(withOwner: nil)
          .isEmpty)
    }
    #expect(direct.map(\.kind) == [.nibNotFound])
  }

  private static func violationsShowingOneRow(nibName: String) -> [UIKitStandInViolation] {
    let dataSource = RowsDataSource(rows: ["a"])
    let table = UITableView(frame: .zero)
    table.register(UINib(nibName: nibName, bundle: nil), forCellReuseIdentifier: "Cell")
    table.dataSource = dataSource
    return UIKitStandIn.violations { table.layoutIfNeeded() }
  }
}
