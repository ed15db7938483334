//  ___FILENAME___ (from the project's template)

import Observation

@Observable
final class ___FILEBASENAMEASIDENTIFIER___ {
    var title = "___VARIABLE_moduleName:swiftString___"
}
