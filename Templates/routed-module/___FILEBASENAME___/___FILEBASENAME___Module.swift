//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The parameters the ___VARIABLE_moduleName___ module's URLs take, as query items:
/// `app://___VARIABLE_moduleName:lowerCamel___/show?title=Hello`.
enum ___VARIABLE_moduleName___ModuleParameters: String {
    /// The screen's title.
    case title
}

/// The ___VARIABLE_moduleName___ module, opened through the application router (which lists it in
/// `instantiatedModules`): `ApplicationRouter.shared.open(route: "___VARIABLE_moduleName:lowerCamel___", path: "/show")`.
final class ___VARIABLE_moduleName___Module: ModuleType {
    /// The URL host that opens the module.
    let route = "___VARIABLE_moduleName:lowerCamel___"
    /// The URL paths the module answers.
    let paths = ___VARIABLE_moduleName___Presenter.getPaths()
    /// The presenter handles every path; a new one is made for each URL opened.
    let subscribedRoutables: [any ModuleRoutable.Type] = [___VARIABLE_moduleName___Presenter.self]
    /// The presenters made so far, each as long as its screen lives.
    var instantiatedRoutables: [WeakContainer<any ModuleRoutable>] = []
}
