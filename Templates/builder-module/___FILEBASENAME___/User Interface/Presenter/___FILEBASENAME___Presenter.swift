//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The mediator of the ___VARIABLE_moduleName___ module, between its view, its interactor and its IO.
///
/// It asks the interactor for data when the view needs it, shows what comes back in the view,
/// and tells the module's output when the user leaves. Work it starts for the screen stops when
/// the screen goes.
@MainActor
final class ___VARIABLE_moduleName___Presenter {
    /// The screen; it owns the presenter, so the presenter holds it weakly.
    weak var view: (any I___VARIABLE_moduleName___View)?
    /// Told when the user leaves the screen; set through the module's IO.
    weak var output: (any I___VARIABLE_moduleName___Output)?
    /// The load the screen started, until the screen goes (tests await its `value`).
    private(set) var loadTask: Task<Void, Never>?

    private let interactor: any ___VARIABLE_moduleName___InteractorInput
    /// Where the screen goes; call it from here when the module navigates onward.
    private let wireframe: any I___VARIABLE_moduleName___Wireframe

    init(interactor: any ___VARIABLE_moduleName___InteractorInput, wireframe: any I___VARIABLE_moduleName___Wireframe) {
        self.interactor = interactor
        self.wireframe = wireframe
    }

    // The load holds the presenter weakly, so the presenter can go with its screen (replaced as
    // the window's root, say) while a load runs: stop that load too.
    deinit {
        loadTask?.cancel()
    }
}

// MARK: - I___VARIABLE_moduleName___ViewOutput

extension ___VARIABLE_moduleName___Presenter: I___VARIABLE_moduleName___ViewOutput {
    func viewDidLoad() {
        loadTask?.cancel()
        loadTask = Task { [weak self, interactor] in
            do {
                let model = try await interactor.loadModel()
                self?.view?.show(title: model.title)
            } catch is CancellationError {
                // The screen went: there is nothing to show the outcome on.
            } catch {
                self?.view?.show(errorMessage: error.localizedDescription)
            }
        }
    }

    func viewDidLeave() {
        loadTask?.cancel()
        output?.___VARIABLE_moduleName:lowerCamel___DidLeave()
    }
}
