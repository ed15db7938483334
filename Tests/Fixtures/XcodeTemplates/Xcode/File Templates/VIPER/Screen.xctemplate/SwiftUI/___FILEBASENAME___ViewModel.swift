//___FILEHEADER___

import Observation

/// What the ___VARIABLE_productName___ screen shows.
@Observable
final class ___FILEBASENAMEASIDENTIFIER___ {
    var title = "___VARIABLE_productName:swiftString___"
}
