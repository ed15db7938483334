//
//  ModuleRoutable.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What handles a module's paths, usually its presenter.
@MainActor
public protocol ModuleRoutable: AnyObject {
    /// The URL paths handled: `/show`.
    static func getPaths() -> [String]
    /// A new instance, to handle one opened URL.
    static func routable() -> any ModuleRoutable

    /// Handles `path`, opened with `parameters`, and reports the outcome to `callback`.
    func route(parameters: ModuleParameters?, path: String, callback: ModuleCallback?)
}
