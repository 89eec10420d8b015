import Foundation
@_spi(Hosting) import Tabula
@_spi(Hosting) import TabulaUIKit
import Testing

/// What a hosted list shows besides its rows, decided from its provider's states: a
/// placeholder only while it has no rows, the pages loading or failing at each end.
struct ListHostStatusTests {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  static func status(
    _ load: LoadState = .loaded, _ paging: PagingState = .endOfList, isEmpty: Bool
  ) -> ListHostStatus {
    var status = ListHostStatus()
    status.loadState = load
    status.pagingState = paging
    status.isEmpty = isEmpty
    return status
  }

  @Test func `an empty list shows its loading, its failure with Retry, or its empty state`() {
    #expect(Self.status(.loading, isEmpty: true).placeholder == .loading)
    #expect(
      Self.status(.failed(Failure("Offline")), isEmpty: true).placeholder == .failed("Offline"))
    #expect(
      Self.status(.idle, .failedFirstPage(Failure("Offline")), isEmpty: true).placeholder
        == .failed("Offline"))
    #expect(Self.status(.loaded, isEmpty: true).placeholder == .empty)
    #expect(Self.status(.idle, isEmpty: true).placeholder == nil)
    #expect(Self.status(.idle, .loadingFirstPage, isEmpty: true).placeholder == .loading)
  }

  @Test func `a list with rows never covers them`() {
    for load in [LoadState.loading, .failed(Failure("Offline")), .loaded, .idle] {
      #expect(Self.status(load, isEmpty: false).placeholder == nil)
    }
  }

  @Test func `pages load and fail at the end they belong to`() {
    #expect(Self.status(.loading, .loadingNextPage, isEmpty: false).bottom == .loading)
    #expect(Self.status(.loading, .loadingNextPage, isEmpty: false).top == nil)
    #expect(Self.status(.loading, .loadingEarlierPage, isEmpty: false).top == .loading)
    #expect(Self.status(.loading, .loadingEarlierPage, isEmpty: false).bottom == nil)
    #expect(
      Self.status(.failed(Failure("x")), .failedEarlierPage(Failure("x")), isEmpty: false).top
        == .failed("x"))
    #expect(
      Self.status(.failed(Failure("x")), .failedNextPage(Failure("x")), isEmpty: false).bottom
        == .failed("x"))
  }

  @Test func `a failed refresh that kept the rows shows below them, once`() {
    let refresh = Self.status(
      .failed(Failure("Offline")), .failedFirstPage(Failure("Offline")), isEmpty: false)
    #expect(refresh.bottom == .failed("Offline"))
    #expect(refresh.top == nil)
    let load = Self.status(.failed(Failure("Offline")), isEmpty: false)
    #expect(load.bottom == .failed("Offline"))
    #expect(
      Self.status(.failed(Failure("Offline")), isEmpty: true).bottom == nil,
      "the placeholder says it")
  }

  struct Setting: Identifiable, Equatable {
    let id: String
  }

  @Test @MainActor func `a composed list's failed part shows below its fixed rows`() async {
    let devices = LoadingProvider<Setting>(section: ListSection("Devices"))
    let settings = ComposedList<Setting> {
      ListPart.fixed(ListSection("Account"), [Setting(id: "name")])
      ListPart.rows(of: devices)
    }
    await devices.load { throw Failure("Offline") }
    let status = ListHostStatus(of: settings)
    #expect(status.placeholder == nil)
    #expect(status.bottom == .failed("Offline"))
  }

  struct SignedOut: LocalizedError {
    var errorDescription: String? { "Sign in again to see your inbox" }
  }

  @Test func `a failure shows a localized error's description, or the one a URLError carries`() {
    let signedOut = Self.status(.failed(SignedOut()), isEmpty: true)
    #expect(signedOut.placeholder == .failed("Sign in again to see your inbox"))
    let offline = URLError(
      .notConnectedToInternet,
      userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
    let page = Self.status(.failed(offline), .failedNextPage(offline), isEmpty: false)
    #expect(page.bottom == .failed("The Internet connection appears to be offline."))
    let earlier = Self.status(.failed(SignedOut()), .failedEarlierPage(SignedOut()), isEmpty: false)
    #expect(earlier.top == .failed("Sign in again to see your inbox"))
  }
}
