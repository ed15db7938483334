//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// What handles a module's paths, usually its presenter.
@MainActor
protocol ModuleRoutable: AnyObject {
    /// The URL paths handled: `/show`.
    static func getPaths() -> [String]
    /// A new instance, to handle one opened URL.
    static func routable() -> any ModuleRoutable

    /// Handles `path`, opened with `parameters`, and reports the outcome to `callback`.
    func route(parameters: ModuleParameters?, path: String, callback: ModuleCallback?)
}
