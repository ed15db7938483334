//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The business logic of the ___VARIABLE_moduleName___ module; it knows nothing about the UI.
///
/// It is `Sendable`: keep its stored properties `let` and `Sendable` (the services it uses),
/// and move mutable state into an actor or a service.
___VARIABLE_nonisolated___
final class ___VARIABLE_moduleName___Interactor: ___VARIABLE_moduleName___InteractorProtocol {
    func loadTitle() async -> String {
        "___VARIABLE_moduleName:swiftString___"
    }
}
