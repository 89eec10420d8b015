import Foundation
import Tabula
import TabulaExampleModels
import TabulaExamples
import TabulaUIKit
import Testing
import UIKit

/// Seed 001: a plain view controller whose table's data source is a reusable `ListDataSource`
/// with a configurable cell, for books by author and for authors.
@MainActor
struct Seed001BooksTests {
  /// The books of the shelf, section by section.
  let shelf = Author.shelf.map { author, titles in
    titles.map { Book(title: $0, author: author.name) }
  }

  /// The visible cells by index path, after laying out.
  func visibleCells(of tableView: UITableView) -> [IndexPath: UITableViewCell] {
    tableView.layoutIfNeeded()
    var cells: [IndexPath: UITableViewCell] = [:]
    for path in tableView.indexPathsForVisibleRows ?? [] {
      cells[path] = tableView.cellForRow(at: path)
    }
    return cells
  }

  @Test func `the books table answers its section headers through its data source`() throws {
    let controller = BooksViewController()
    let (window, _) = Presentation.present(controller)
    Presentation.settle(window)
    let tableView = controller.tableView
    let dataSource = try #require(tableView.dataSource)

    #expect(tableView.sectionCountFromDataSource == Author.shelf.count)
    #expect(tableView.numberOfSections == 4)
    #expect(tableView.headerTitle(inSection: 0) == "J. R. R. Tolkien")
    let headers = Author.shelf.indices.map {
      tableView.headerTitle(inSection: $0)
    }
    #expect(headers == Author.shelf.map(\.0.name))
    #expect(tableView.headerTitle(inSection: 4) == nil)
    #expect(tableView.footerTitle(inSection: 0) == nil)
    #expect(dataSource.tableView(tableView, numberOfRowsInSection: 0) == 4)
  }

  @Test func `every visible row shows the right book`() throws {
    let controller = BooksViewController()
    let (window, _) = Presentation.present(controller)
    Presentation.settle(window)
    let tableView = controller.tableView

    let paths = try #require(tableView.indexPathsForVisibleRows)
    #expect(paths.count == 10)
    for path in paths {
      let book = shelf[path.section][path.row]
      let cell = try #require(tableView.cellForRow(at: path) as? BookCell)
      #expect(cell.textLabel?.text == book.title)
      #expect(cell.detailTextLabel?.text == "By: " + book.author)
    }
    #expect(tableView.shownTexts == shelf.flatMap { $0 }.map(\.title))
    #expect(tableView.rowHeight == UITableView.automaticDimension)
    #expect(tableView.estimatedRowHeight == 55)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `adding a book animates an insert and keeps every other cell`() throws {
    let controller = BooksViewController()
    let (window, _) = Presentation.present(controller)
    Presentation.settle(window)
    let tableView = controller.tableView
    let cellsBefore = visibleCells(of: tableView)
    let countsBefore = try #require(controller.dataSource?.updateCounts)
    #expect(cellsBefore.count == 10)

    try controller.add(Book(title: "The Silmarillion", author: "J. R. R. Tolkien"))
    Presentation.settle(window)

    #expect(tableView.numberOfRows(inSection: 0) == 5)
    let inserted = try #require(tableView.cellForRow(at: IndexPath(row: 4, section: 0)))
    #expect(inserted.textLabel?.text == "The Silmarillion")
    #expect(inserted.detailTextLabel?.text == "By: J. R. R. Tolkien")
    #expect(!cellsBefore.values.contains { $0 === inserted })
    let cellsAfter = visibleCells(of: tableView)
    #expect(cellsAfter.count == 11)
    for (path, cell) in cellsBefore {
      #expect(cellsAfter[path] === cell, "\(path)")
    }
    let countsAfter = try #require(controller.dataSource?.updateCounts)
    #expect(countsAfter.reloads == countsBefore.reloads)
    #expect(countsAfter.batches == countsBefore.batches + 1)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a book by a new author arrives in a new section with its header`() throws {
    let controller = BooksViewController()
    let (window, _) = Presentation.present(controller)
    Presentation.settle(window)
    let tableView = controller.tableView
    let cellsBefore = visibleCells(of: tableView)

    try controller.add(Book(title: "Kindred", author: "Octavia E. Butler"))
    Presentation.settle(window)

    #expect(tableView.dataSource != nil)
    #expect(tableView.numberOfSections == 5)
    #expect(tableView.headerTitle(inSection: 4) == "Octavia E. Butler")
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 4))?.textLabel?.text == "Kindred")
    let cellsAfter = visibleCells(of: tableView)
    #expect(cellsBefore.allSatisfy { path, cell in cellsAfter[path] === cell })
    #expect(throws: SnapshotError<String, String>.self) {
      try controller.add(Book(title: "Kindred", author: "Octavia E. Butler"))
    }
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `the authors screen shows each author with the birth date`() throws {
    let controller = try AuthorsViewController()
    let (window, _) = Presentation.present(controller)
    Presentation.settle(window)
    let tableView = controller.tableView
    #expect(tableView.dataSource != nil)

    #expect(controller.title == "Authors")
    #expect(tableView.headerTitle(inSection: 0) == "Authors")
    #expect(tableView.shownTexts == Author.shelf.map(\.0.name))
    let paths = try #require(tableView.indexPathsForVisibleRows)
    for path in paths {
      let author = Author.shelf[path.row].0
      let cell = try #require(tableView.cellForRow(at: path) as? AuthorCell)
      #expect(cell.detailTextLabel?.text == "Born on: " + author.born)
      #expect(cell.reuseIdentifier == "AuthorCell")
    }
    #expect(tableView.rowHeight == UITableView.automaticDimension)
    #expect(tableView.estimatedRowHeight == 55)
    #expect(tableView.recordedViolations.isEmpty)
  }
}
