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

    /// Shows the first screen, the Main module's.
    func start() {
        let module = MainModule(state: MainState(), dependencies: dependencies)
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
