#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import Tabula
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - UserSearchView

/// Seed 000's user search as a SwiftUI screen: the GitHub users whose login contains what the
/// user types in the search field, from the recorded fixture.
///
/// A `LoadingProvider` runs each search: while one runs the list shows a spinner, a search
/// that fails shows its error and keeps the users shown, and a newer search wins over an
/// older one that answers late. `.task(id:)` starts a search when the text changes, after a
/// short pause in the typing (the task of the text before is cancelled). Tapping a user
/// pushes the user's repositories (``UserRepositoriesView``).
@available(iOS 16.0, *)
@MainActor
struct UserSearchView: View {
  @State private var users = LoadingProvider<GitHubUser>(section: ListSection(id: "users"))
  @State private var query = ""
  @State private var path: [String] = []

  var body: some View {
    NavigationStack(path: $path) {
      TabulaList(users) { user in
        HStack {
          VStack(alignment: .leading) {
            Text(user.login)
            Text("\(user.type) · \(user.htmlUrl)").font(.subheadline).foregroundStyle(.secondary)
          }
          Spacer()
          Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
      }
      .listBehavior(ListBehavior { user, _ in path.append(user.login) })
      .emptyStateText("No users match your search")
      .navigationTitle("Users")
      .navigationDestination(for: String.self) { login in UserRepositoriesView(login: login) }
      .searchable(text: $query, prompt: "Login")
      .task(id: query) { await search() }
    }
  }

  /// Searches the users whose login contains the text, ignoring case, once the user pauses.
  private func search() async {
    if !query.isEmpty {
      try? await Task.sleep(for: .milliseconds(300))
      guard !Task.isCancelled else { return }
    }
    let term = query.lowercased()
    await users.load {
      try UsersFixture.users().filter { term.isEmpty || $0.login.lowercased().contains(term) }
    }
  }
}
#endif
