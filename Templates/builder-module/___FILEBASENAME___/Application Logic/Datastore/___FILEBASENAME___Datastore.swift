//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// Where the ___VARIABLE_moduleName___ module's data comes from: a strategy over its local and remote datastores.
///
/// It answers with the copy kept on the device when there is one, else with the web service's,
/// which it then keeps for next time.
struct ___VARIABLE_moduleName___Datastore: Sendable {
    private let local: any I___VARIABLE_moduleName___LocalDatastore
    private let remote: any I___VARIABLE_moduleName___RemoteDatastore

    init(local: any I___VARIABLE_moduleName___LocalDatastore, remote: any I___VARIABLE_moduleName___RemoteDatastore) {
        self.local = local
        self.remote = remote
    }

    /// The model: the stored one, else the web service's (then stored).
    func model() async throws -> ___VARIABLE_moduleName___Model {
        if let stored = try await local.model() {
            return stored
        }
        let fetched = try await remote.fetchModel()
        try await local.save(fetched)
        return fetched
    }
}
