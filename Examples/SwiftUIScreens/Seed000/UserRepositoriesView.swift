#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import Tabula
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - UserRepositoriesView

/// Seed 000's repositories screen as a SwiftUI view: a user's public repositories, each with
/// its description and star count, loaded from the recorded fixture when the screen appears.
///
/// A `LoadingProvider` shows a spinner while they load, then the repositories, or "No public
/// repositories" for a user the fixture does not list.
@available(iOS 16.0, *)
@MainActor
struct UserRepositoriesView: View {
  /// The user's name on GitHub.
  let login: String

  @State private var repositories = LoadingProvider<Repository>(
    section: ListSection(id: "repositories"))

  var body: some View {
    TabulaList(repositories) { repository in
      HStack {
        VStack(alignment: .leading) {
          Text(repository.name)
          if let description = repository.description {
            Text(description).font(.subheadline).foregroundStyle(.secondary)
          }
        }
        Spacer()
        Text("★ \(repository.stargazersCount)").foregroundStyle(.secondary)
      }
    }
    .emptyStateText("No public repositories")
    .navigationTitle(login)
    .task(id: login) {
      await repositories.load { try UsersFixture.repositories(of: login) }
    }
  }
}
#endif
