//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// What the ___VARIABLE_moduleName___ presenter asks of its interactor: add a method per piece of work
/// (loading, saving).
///
/// Sendable, since its main-actor presenter awaits its methods: they run off the main actor.
protocol ___VARIABLE_moduleName___InteractorInputs: AnyObject, Sendable {
    /// Loads the screen's title, for a URL that gives none.
    func loadTitle() async -> String
}

/// The business logic of the ___VARIABLE_moduleName___ module; it knows nothing about the UI and runs
/// off the main actor: its methods are `nonisolated` so they still do where the target's default
/// isolation is the main actor.
final class ___VARIABLE_moduleName___Interactor: ___VARIABLE_moduleName___InteractorInputs {
    nonisolated func loadTitle() async -> String {
        // The module's first real work goes here (a service call, a database read).
        "___VARIABLE_moduleName:swiftString___"
    }
}
