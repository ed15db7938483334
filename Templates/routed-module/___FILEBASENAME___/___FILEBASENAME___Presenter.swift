//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// Handles the ___VARIABLE_moduleName___ module's paths: shows its screen, and mediates between the
/// screen, the interactor and the wireframe.
@MainActor
final class ___VARIABLE_moduleName___Presenter: ModuleRoutable {
    /// Makes and shows the screen; tests put a spy here.
    lazy var wireframe: any ___VARIABLE_moduleName___WireframeType = ___VARIABLE_moduleName___Wireframe()
    /// The business logic; tests put a spy here.
    lazy var interactor: any ___VARIABLE_moduleName___InteractorInputs = ___VARIABLE_moduleName___Interactor()
    /// The screen once shown, held weakly since it owns the presenter; tests put a spy here.
    weak var view: (any ___VARIABLE_moduleName___ViewInputs)?
    /// The title the URL gave, if any.
    private var title: String?
    /// The load of the title, started when the screen's view loads; cancelled when the screen goes.
    private(set) var loadTask: Task<Void, Never>?

    deinit {
        loadTask?.cancel()
    }

    /// The paths the presenter handles; add one, and its branch in `route`, for each further
    /// way to open the module.
    static func getPaths() -> [String] {
        ["/show"]
    }

    static func routable() -> any ModuleRoutable {
        ___VARIABLE_moduleName___Presenter()
    }

    func route(parameters: ModuleParameters?, path: String, callback: ModuleCallback?) {
        title = parameters?[___VARIABLE_moduleName___ModuleParameters.title.rawValue]
        let viewController = wireframe.makeViewController()
        viewController.presenter = self
        view = viewController
        wireframe.present(viewController: viewController)
        callback?(.success([:]))
    }
}

extension ___VARIABLE_moduleName___Presenter: ___VARIABLE_moduleName___ViewOutputs {
    func viewDidLoad() {
        if let title {
            view?.show(title: title)
            return
        }
        loadTask?.cancel()
        // The task holds the presenter weakly, so the screen going still frees it, and its deinit
        // cancels the load.
        loadTask = Task { [weak self, interactor] in
            let title = await interactor.loadTitle()
            self?.view?.show(title: title)
        }
    }
}
