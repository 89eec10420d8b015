// Swift Testing on Linux ships a cross-import overlay for any module named UIKit: a file that
// imports both Testing and UIKit then needs a module named _Testing_UIKit. This target is
// that module, and is empty on purpose.
