//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// The business logic of the ___VARIABLE_moduleName___ module.
///
/// It gets the module's data from the datastore and reports the outcome to the presenter; it
/// knows nothing about the UI, so it is not bound to the main actor: the datastore's work runs
/// off it, and only the outcome goes to the presenter on the main actor.
final class ___VARIABLE_moduleName___Interactor: ___VARIABLE_moduleName___InteractorInput {
    /// Told what became of each load; the presenter, held weakly.
    weak var output: (any ___VARIABLE_moduleName___InteractorOutput)?

    private let datastore: ___VARIABLE_moduleName___Datastore

    init(datastore: ___VARIABLE_moduleName___Datastore) {
        self.datastore = datastore
    }

    func loadModel() {
        Task { [weak output, datastore] in
            do {
                let model = try await datastore.model()
                await output?.modelDidLoad(model)
            } catch {
                await output?.modelDidFailToLoad(with: error)
            }
        }
    }
}
