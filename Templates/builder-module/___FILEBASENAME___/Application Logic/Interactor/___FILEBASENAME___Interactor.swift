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
/// knows nothing about the UI.
@MainActor
final class ___VARIABLE_moduleName___Interactor: ___VARIABLE_moduleName___InteractorInput {
    /// Told what became of each load; the presenter, held weakly.
    weak var output: (any ___VARIABLE_moduleName___InteractorOutput)?

    private let datastore: ___VARIABLE_moduleName___Datastore

    init(datastore: ___VARIABLE_moduleName___Datastore) {
        self.datastore = datastore
    }

    func loadModel() {
        Task { [weak self, datastore] in
            do {
                let model = try await datastore.model()
                self?.output?.modelDidLoad(model)
            } catch {
                self?.output?.modelDidFailToLoad(with: error)
            }
        }
    }
}
