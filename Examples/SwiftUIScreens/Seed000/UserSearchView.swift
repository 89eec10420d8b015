#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import Tabula
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - UserSearchView

/// Seed 000's user search as a SwiftUI screen: the GitHub users whose login contains what the
/// user types in the search field, from the recorded fixture.
///
/// A `SearchLoader` is a searchable provider: the list's search field (`.searchable(text:)`,
/// the view's own text) hands it what the user types: the search runs once the typing pauses,
/// the list shows a spinner while it runs and the error if it fails, and a newer search wins
/// over an older one that answers late. The loader is a `@StateObject`, made once, and the
/// title follows its results. Tapping a user pushes the user's repositories
/// (``UserRepositoriesView``).
@available(iOS 16.0, *)
@MainActor
struct UserSearchView: View {
  @StateObject private var users = SearchLoader<GitHubUser> { text in
    let term = text.lowercased()
    return try UsersFixture.users().filter { $0.login.lowercased().contains(term) }
  }
  @State private var path: [String] = []
  @State private var query = ""

  var body: some View {
    NavigationStack(path: $path) {
      TabulaList(users) { user in
        HStack {
          VStack(alignment: .leading) {
            Text(user.login)
            Text("\(user.type) · \(user.htmlUrl)").font(.subheadline).foregroundStyle(.secondary)
          }
          Spacer()
        }
      }
      .navigationRows(path: $path) { user in user.login }
      .searchable(text: $query, prompt: "Login")
      .emptyStateText("No users match your search")
      .navigationTitle(query.isEmpty ? "Users" : "Users (\(users.snapshot.numberOfItems))")
      .navigationDestination(for: String.self) { login in UserRepositoriesView(login: login) }
    }
  }
}
#endif
