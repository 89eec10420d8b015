import TabulaDemo

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(await DemoCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
