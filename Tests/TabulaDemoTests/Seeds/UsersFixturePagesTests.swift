import TabulaExampleModels
import Testing

/// The generated users search that the paged users screen pages through.
struct UsersFixturePagesTests {
  @Test func `a thousand users, the recorded ones first, each id and login once`() throws {
    let users = try UsersFixture.manyUsers()
    #expect(users.count == 1_000)
    #expect(Array(users.prefix(9)) == (try UsersFixture.users()))
    #expect(Set(users.map(\.id)).count == 1_000)
    #expect(Set(users.map(\.login)).count == 1_000)
    #expect(users.filter { $0.type == "Organization" }.count == 100)
    #expect(try UsersFixture.manyUsers() == users)
  }

  @Test func `pages of 30 cover every user once, in order, and the last page says so`() throws {
    let users = try UsersFixture.manyUsers()
    var pages: [UserSearchResponse] = []
    var number: Int? = 1
    while let current = number {
      let page = UserSearchResponse.page(current, size: 30, of: users)
      pages.append(page)
      number = page.page(after: current, size: 30)
    }
    #expect(pages.count == 34)
    #expect(pages.map(\.items.count).last == 10)
    #expect(pages.flatMap(\.items) == users)
    #expect(pages.allSatisfy { $0.totalCount == 1_000 })
    #expect(UserSearchResponse.page(35, size: 30, of: users).items.isEmpty)
  }

  @Test func `a search term pages through the logins that contain it, ignoring case`() throws {
    let users = try UsersFixture.manyUsers()
    let first = UserSearchResponse.page(1, size: 30, of: users, matching: "IT")
    let second = UserSearchResponse.page(2, size: 30, of: users, matching: "it")
    #expect(first.totalCount == 39)
    #expect(first.page(after: 1, size: 30) == 2)
    #expect(second.items.count == 9)
    #expect(second.page(after: 2, size: 30) == nil)
    #expect((first.items + second.items).allSatisfy { $0.login.contains("it") })
  }
}
