//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import UIKit

/// Assembles the ___VARIABLE_moduleName___ module and shows its screen.
///
/// From another module's router output:
///
///     ___VARIABLE_moduleName___RouterInput().push(from: view, entryEntity: ___VARIABLE_moduleName___EntryEntity())
@MainActor
struct ___VARIABLE_moduleName___RouterInput {
    /// The ___VARIABLE_moduleName___ screen, wired to its presenter, interactor and router output.
    func view(entryEntity: ___VARIABLE_moduleName___EntryEntity) -> ___VARIABLE_moduleName___ViewController {
        let viewController = ___VARIABLE_moduleName___ViewController()
        let interactor = ___VARIABLE_moduleName___Interactor()
        let dependencies: ___VARIABLE_moduleName___PresenterDependencies = (
            interactor: interactor,
            router: ___VARIABLE_moduleName___RouterOutput(viewController)
        )
        let presenter = ___VARIABLE_moduleName___Presenter(
            entities: ___VARIABLE_moduleName___Entities(entryEntity: entryEntity),
            view: viewController,
            dependencies: dependencies
        )
        viewController.presenter = presenter
        interactor.presenter = presenter
        return viewController
    }

    /// Pushes the ___VARIABLE_moduleName___ screen onto the navigation stack of `from`.
    func push(from: any Viewable, entryEntity: ___VARIABLE_moduleName___EntryEntity) {
        from.push(view(entryEntity: entryEntity), animated: true)
    }

    /// Presents the ___VARIABLE_moduleName___ screen modally over `from`, in a navigation controller of
    /// its own.
    func present(from: any Viewable, entryEntity: ___VARIABLE_moduleName___EntryEntity) {
        let navigationController = UINavigationController(
            rootViewController: view(entryEntity: entryEntity))
        from.present(navigationController, animated: true)
    }
}

/// Where the ___VARIABLE_moduleName___ presenter can navigate: add a method per destination, and
/// record it in the tests' router spy.
protocol ___VARIABLE_moduleName___Routing: Routerable {}

/// Navigates from the ___VARIABLE_moduleName___ screen: add a method per destination, opening it with
/// its router input (`OtherRouterInput().push(from: view, entryEntity: OtherEntryEntity())`).
@MainActor
final class ___VARIABLE_moduleName___RouterOutput: ___VARIABLE_moduleName___Routing {
    /// The screen navigated from; it owns the presenter that owns this router, so it is held
    /// weakly (implicitly unwrapped, as `Routerable` declares it).
    private(set) weak var view: (any Viewable)!

    /// A router output navigating from `view`.
    init(_ view: any Viewable) {
        self.view = view
    }
}
