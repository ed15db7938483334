//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// Keeps the ___VARIABLE_moduleName___ model on the device.
///
/// It keeps it in memory, for as long as the app runs; to keep it across launches, write it to
/// a file, Core Data or SwiftData here instead.
actor ___VARIABLE_moduleName___LocalStorageDatastore: I___VARIABLE_moduleName___LocalDatastore {
    private var stored: ___VARIABLE_moduleName___Model?

    func model() -> ___VARIABLE_moduleName___Model? {
        stored
    }

    func save(_ model: ___VARIABLE_moduleName___Model) {
        stored = model
    }
}
