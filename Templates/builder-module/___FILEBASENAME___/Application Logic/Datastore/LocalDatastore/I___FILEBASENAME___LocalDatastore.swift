//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// Where the ___VARIABLE_moduleName___ model is kept on the device.
protocol I___VARIABLE_moduleName___LocalDatastore: Sendable {
    /// The stored model, or nil when none is stored yet.
    func model() async throws -> ___VARIABLE_moduleName___Model?
    /// Stores `model` in place of the stored one.
    func save(_ model: ___VARIABLE_moduleName___Model) async throws
}
