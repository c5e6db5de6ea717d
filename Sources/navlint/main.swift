import Foundation
import NavLintKit

exit(CLI.main(arguments: Array(CommandLine.arguments.dropFirst())))
