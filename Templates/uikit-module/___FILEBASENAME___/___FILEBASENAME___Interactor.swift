//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// What the ___VARIABLE_moduleName___ presenter asks of its interactor: add a method per piece of work
/// (loading, saving), and its result to `___VARIABLE_moduleName___InteractorOutputs`.
///
/// Sendable, since the main-actor presenter awaits it (said here too for an app whose own
/// `Interactorable` is not).
protocol ___VARIABLE_moduleName___InteractorInputs: Interactorable, Sendable {
    /// Loads the screen's title, and reports it with `didLoad(title:)`.
    func loadTitle() async
}

/// What the ___VARIABLE_moduleName___ interactor reports back to its presenter, on the main actor.
///
/// Sendable, so the interactor can reach its presenter from off the main actor.
@MainActor
protocol ___VARIABLE_moduleName___InteractorOutputs: AnyObject, Sendable {
    /// The screen's title was loaded.
    func didLoad(title: String)
}

/// The business logic of the ___VARIABLE_moduleName___ module; it knows nothing about the UI, and runs off
/// the main actor: its methods are `nonisolated` so they still do where the target's default
/// isolation is the main actor, and they report results with `await presenter?.…`.
final class ___VARIABLE_moduleName___Interactor: ___VARIABLE_moduleName___InteractorInputs {
    /// The presenter results are reported to, held weakly since it owns the interactor.
    ///
    /// On the main actor, as the presenter is, which keeps the interactor Sendable.
    @MainActor weak var presenter: (any ___VARIABLE_moduleName___InteractorOutputs)?

    nonisolated func loadTitle() async {
        // The module's first real work goes here (a service call, a database read).
        let title = "___VARIABLE_moduleName:swiftString___"
        await presenter?.didLoad(title: title)
    }
}
