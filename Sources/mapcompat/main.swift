import Foundation

exit(MapCompatCommand.main(Array(CommandLine.arguments.dropFirst())))
