//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import GenericModule
import UIKit

/// Shows the app's screens in one navigation stack: creates each module with the app's
/// dependencies, listens to its output and pushes its view controller, on the main actor.
@MainActor
final class AppCoordinator: Coordinator<UINavigationController> {
    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        super.init(rootViewController: UINavigationController())
    }

    // Declared only to be nonisolated like the GenericModule initialiser it overrides: Swift
    // gives this class an implicit override of it, which under MainActor default isolation is
    // main-actor isolated and rejected. A coordinator needs the app's dependencies.
    @available(*, unavailable, message: "Use init(dependencies:).")
    nonisolated override init(rootViewController: UINavigationController) {
        fatalError("AppCoordinator needs the app's dependencies: use init(dependencies:).")
    }

    /// Shows the first screen, the Main module's.
    func start() {
        let module = MainModule(state: MainState(), dependencies: dependencies)
        // The module's presenter holds its output (this coordinator) strongly: GenericModule's
        // Presenter.output is not weak. So keep neither the module nor its input in a property
        // here, or each keeps the other alive; the navigation stack owns the screen, which owns
        // the presenter. To talk to the module later, keep its input weakly:
        // `weak var mainInput: (any MainModuleInput)?`, set to `module.input`.
        module.output = self
        rootViewController.setViewControllers([module.viewController], animated: false)
    }
}

// MARK: - MainModuleOutput

extension AppCoordinator: MainModuleOutput {
    func mainModuleDidLeave(_ moduleInput: any MainModuleInput) {
        // Main is the root of the stack: it is left only when the app closes.
    }
}
