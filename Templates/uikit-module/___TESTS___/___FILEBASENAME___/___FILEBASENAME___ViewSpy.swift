//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import UIKit

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The ___VARIABLE_moduleName___ screen for tests that records what its presenter and router output do to it.
///
/// For each method you add to `___VARIABLE_moduleName___ViewInputs`, record the call here, so presenter
/// tests can check what the screen shows.
final class ___VARIABLE_moduleName___ViewSpy: ___VARIABLE_moduleName___ViewInputs, Viewable {
    /// The entities passed to `configure(entities:)`, in order.
    private(set) var configuredEntities: [___VARIABLE_moduleName___Entities] = []
    /// The navigation asked of the screen, in order: `push`, `present`, `pop`, `dismiss`.
    private(set) var navigation: [String] = []

    func configure(entities: ___VARIABLE_moduleName___Entities) {
        configuredEntities.append(entities)
    }

    func push(_ viewController: UIViewController, animated: Bool) {
        navigation.append("push")
    }

    func present(_ viewController: UIViewController, animated: Bool) {
        navigation.append("present")
    }

    func pop(animated: Bool) {
        navigation.append("pop")
    }

    func dismiss(animated: Bool) {
        navigation.append("dismiss")
    }
}
