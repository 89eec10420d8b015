#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import Tabula
import TabulaExampleModels

// MARK: - Author + SectionModel

/// Seed 001's authors are the sections of the books screen (``BooksView``): each section is
/// identified by its author's name, and its SwiftUI header and footer read the author.
@available(iOS 16.0, *)
extension Author: SectionModel {}
#endif
