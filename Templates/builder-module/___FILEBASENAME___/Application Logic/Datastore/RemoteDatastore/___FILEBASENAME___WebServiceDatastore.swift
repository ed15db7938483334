//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// Fetches the ___VARIABLE_moduleName___ model from the web service.
struct ___VARIABLE_moduleName___WebServiceDatastore: I___VARIABLE_moduleName___RemoteDatastore {
    func fetchModel() async throws -> ___VARIABLE_moduleName___Model {
        // Request the model from your web service here (URLSession's data(from:), say) and
        // decode the response.
        ___VARIABLE_moduleName___Model(title: "___VARIABLE_moduleName:swiftString___")
    }
}
