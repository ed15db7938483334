//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// The business logic of the ___VARIABLE_moduleName___ module.
///
/// It gets the module's data from the datastore and returns it to the presenter; it knows
/// nothing about the UI, so it is not bound to the main actor: its work runs off it. It is
/// `Sendable` because all it holds is constant and `Sendable`: keep it so (`let` properties of
/// `Sendable` types, or an actor for state that changes).
final class ___VARIABLE_moduleName___Interactor: ___VARIABLE_moduleName___InteractorInput {
    private let datastore: ___VARIABLE_moduleName___Datastore

    init(datastore: ___VARIABLE_moduleName___Datastore) {
        self.datastore = datastore
    }

    func loadModel() async throws -> ___VARIABLE_moduleName___Model {
        try await datastore.model()
    }
}
