//___FILEHEADER___

import Observation

/// What the ___VARIABLE_productName___ screen shows, loaded by its interactor.
@Observable
final class ___FILEBASENAMEASIDENTIFIER___ {
    let interactor = ___VARIABLE_productName___Interactor()
    var title = "___VARIABLE_productName:swiftString___"

    func load() async {
        title = await interactor.title()
    }
}
