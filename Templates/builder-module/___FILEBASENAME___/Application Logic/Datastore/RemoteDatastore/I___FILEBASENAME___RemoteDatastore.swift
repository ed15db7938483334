//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// Where the ___VARIABLE_moduleName___ model comes from over the network.
protocol I___VARIABLE_moduleName___RemoteDatastore: Sendable {
    /// Fetches the current model from the web service.
    func fetchModel() async throws -> ___VARIABLE_moduleName___Model
}
