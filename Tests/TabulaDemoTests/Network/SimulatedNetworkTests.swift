import Testing

@testable import TabulaDemo

/// What the answers of the simulated network's requests were, in order.
@MainActor
private final class Answers {
  var values: [String] = []
}

@MainActor
struct SimulatedNetworkTests {
  /// Lets the tasks the test started run until the network holds a request.
  private func untilHeld(_ network: SimulatedNetwork) async {
    while !network.isHoldingRequest { await Task.yield() }
  }

  @Test func `in a scripted run a request waits until the network answers, then is handled`()
    async throws
  {
    let network = SimulatedNetwork(timing: .betweenSteps)
    let answers = Answers()
    let task = Task { answers.values.append(try await network.request(page: 1) { "one" }) }
    await untilHeld(network)
    #expect(answers.values.isEmpty)
    await network.answerWaitingRequests()
    #expect(answers.values == ["one"])
    #expect(!network.isHoldingRequest)
    try await task.value
  }

  @Test func `a request made while answering waits for the next step`() async throws {
    let network = SimulatedNetwork(timing: .betweenSteps)
    let answers = Answers()
    let task = Task {
      answers.values.append(try await network.request(page: 1) { "one" })
      answers.values.append(try await network.request(page: 2) { "two" })
    }
    await untilHeld(network)
    await network.answerWaitingRequests()
    #expect(answers.values == ["one"])
    #expect(network.isHoldingRequest)
    await network.answerWaitingRequests()
    #expect(answers.values == ["one", "two"])
    #expect(network.requestedPages == [1, 2])
    try await task.value
  }

  @Test func `a listed page fails once, and asking again gets it`() async throws {
    let network = SimulatedNetwork(timing: .betweenSteps, failingPages: [2])
    let first = Task { try await network.request(page: 2) { "two" } }
    await untilHeld(network)
    await network.answerWaitingRequests()
    await #expect(throws: PageLoadError(page: 2)) { try await first.value }
    let second = Task { try await network.request(page: 2) { "two" } }
    await untilHeld(network)
    await network.answerWaitingRequests()
    #expect(try await second.value == "two")
    #expect(network.failingPages.isEmpty)
  }

  @Test func `a cancelled request stops waiting at once and keeps its page's failure`() async {
    let network = SimulatedNetwork(timing: .betweenSteps, failingPages: [2])
    let task = Task { try await network.request(page: 2) { "two" } }
    await untilHeld(network)
    task.cancel()
    #expect(!network.isHoldingRequest)
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(network.failingPages == [2])
    await network.answerWaitingRequests()
    #expect(network.requestedPages == [2])
  }

  @Test func `the error of a failed page names the page for the footer`() {
    #expect(PageLoadError(page: 3).description == "Page 3 failed: 503 Service Unavailable")
  }
}
