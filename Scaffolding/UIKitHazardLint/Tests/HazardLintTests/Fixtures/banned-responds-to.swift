// expect: B1
// swift-format-ignore-file
// Feature detection by selector: `responds(to:)` does not exist on corelibs NSObject.
import UIKit

func forwards(_ delegate: NSObject, _ selector: Selector) -> Bool {  // <- B1
  delegate.responds(to: selector)  // <- B1
}

func asksForTitle(_ dataSource: NSObject?) -> Bool {
  dataSource?.responds(  // <- B1
    to: NSSelectorFromString("tableView:titleForHeaderInSection:")) ?? false  // <- B1
}
