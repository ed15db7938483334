//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// The data the ___VARIABLE_moduleName___ module shows.
struct ___VARIABLE_moduleName___Model: Equatable, Sendable {
    /// The title of the screen.
    var title: String
}
