import Foundation
import ViperGenCLI

// Everything lives in the libraries; this only hands the process over.
let arguments = Array(CommandLine.arguments.dropFirst())
exit(ViperGenTool.runProcess(arguments: arguments))
