//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

/// The data of the ___VARIABLE_moduleName___ module.
///
/// Its presenter owns it: change it there, then call `update(animated:)` to show the change.
final class ___VARIABLE_moduleName___State {
    /// The title of the screen.
    var title = "___VARIABLE_moduleName:swiftString___"
}
