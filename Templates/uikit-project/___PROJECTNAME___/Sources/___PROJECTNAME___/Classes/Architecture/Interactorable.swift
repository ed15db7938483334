//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The business logic of a module: it knows nothing about the UI, runs off the main actor, and
/// reports results to its presenter through the module's interactor outputs.
///
/// Sendable, since its main-actor presenter awaits its methods: they run off the main actor.
protocol Interactorable: AnyObject, Sendable {}
