import TabulaExampleModels
import Testing

/// Which recorded users the Mac's user search finds for what the user types
/// (`UserSearchViewController`).
struct Seed000UserSearchTests {
  @Test func `a term finds the users whose login contains it, ignoring case and spaces`() throws {
    #expect(try UsersFixture.users(matching: "octo").map(\.login) == ["octocat"])
    #expect(try UsersFixture.users(matching: "  OCTO ").map(\.login) == ["octocat"])
    #expect(try UsersFixture.users(matching: "ev").map(\.login) == ["evanphx"])
  }

  @Test func `the users found keep the order of the response`() throws {
    let all = try UsersFixture.users().map(\.login)
    let found = try UsersFixture.users(matching: "o").map(\.login)
    #expect(found == all.filter { $0.contains("o") })
    #expect(found.count > 1)
  }

  @Test func `an empty or blank term finds every user, and an unknown one none`() throws {
    let all = try UsersFixture.users()
    #expect(try UsersFixture.users(matching: "") == all)
    #expect(try UsersFixture.users(matching: "   ") == all)
    #expect(try UsersFixture.users(matching: "nobody-here").isEmpty)
  }
}
