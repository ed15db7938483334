import Foundation
import ViperGenKit

let environment = RunEnvironment.current()
let console = Console.standard(environment: environment.variables)
let arguments = Array(CommandLine.arguments.dropFirst())
exit(ViperGenCLI.run(arguments: arguments, environment: environment, console: console).rawValue)
