import Tabula

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(DemoCommand.usage)
} else if let unknown = arguments.first {
  print("tabula-demo: unknown argument '\(unknown)'\n\n\(DemoCommand.usage)")
  exit(2)
} else {
  do {
    for line in try DemoCommand.countriesScreen() { print(line) }
  } catch {
    print("tabula-demo: \(error)")
    exit(1)
  }
}
