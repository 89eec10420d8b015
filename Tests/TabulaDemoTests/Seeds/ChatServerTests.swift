import Tabula
import TabulaExampleModels
import Testing

@testable import TabulaDemo

/// The chat's simulated server: a history made from a seed, served a page at a time.
@MainActor
struct ChatServerTests {
  private func makeServer(seed: UInt64 = ChatScreen.seed, count: Int = 300) -> ChatServer {
    ChatServer(
      seed: seed, count: count, pageSize: 30, network: SimulatedNetwork(timing: .delay(.zero)))
  }

  @Test func `the same seed makes the same conversation, another seed another one`() {
    let first = makeServer()
    let again = makeServer()
    #expect(first.messages == again.messages)
    #expect(first.receive() == again.receive())
    #expect(first.send() == again.send())
    #expect(makeServer(seed: 7).messages != makeServer().messages)
    #expect(first.messages.map(\.id) == Array(1...302))
  }

  @Test func `pages run from the newest back to the first message, each once`() async throws {
    let server = makeServer(count: 95)
    var page = try await server.loadPage(.first)
    var loaded = page.items
    #expect(page.items.map(\.id) == Array(66...95))
    #expect(page.laterCursor == nil)
    while let cursor = page.earlierCursor {
      page = try await server.loadPage(.before(cursor))
      loaded = page.items + loaded
    }
    #expect(loaded == server.messages)
    #expect(server.network.requestedPages == [1, 2, 3, 4])
  }

  @Test func `times go forward, as HH:MM`() {
    let times = makeServer().messages.map(\.time)
    #expect(times == times.sorted())
    #expect(times.allSatisfy { $0.count == 5 && $0.dropFirst(2).first == ":" })
    #expect(ChatServer.clock(9 * 60 + 5) == "09:05")
    #expect(ChatServer.clock(24 * 60 + 61) == "01:01")
  }
}
