//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The mediator of a module between its screen, interactor and router output.
@MainActor
protocol Presenterable: AnyObject {
    /// The module's interactor.
    associatedtype I: Interactorable
    /// The module's router output.
    associatedtype R: Routerable

    /// What the presenter works with.
    var dependencies: (interactor: I, router: R) { get }
}
