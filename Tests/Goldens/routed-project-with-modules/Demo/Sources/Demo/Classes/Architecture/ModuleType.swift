//
//  ModuleType.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// A module the application router opens: the URL host that names it, the paths it answers
/// and the routables that handle them.
@MainActor
protocol ModuleType: AnyObject {
    /// The URL host that opens the module: `payments` in `app://payments/show`.
    var route: String { get }
    /// The URL paths the module answers: `/show`.
    var paths: [String] { get }
    /// The types that handle the paths; each URL opened gets a new instance.
    var subscribedRoutables: [any ModuleRoutable.Type] { get }
    /// The routables made so far, held weakly: each lives as long as what it shows.
    var instantiatedRoutables: [WeakContainer<any ModuleRoutable>] { get set }

    /// Opens `path` with `parameters`: a new routable of the type handling it routes there.
    func open(parameters: ModuleParameters?, path: String, callback: ModuleCallback?)
    /// Prepares the module for `parameters` before a path is opened.
    func setup(parameters: ModuleParameters?)
}

extension ModuleType {
    /// Sets up, then routes a new routable of the type answering `path`; else fails `callback`.
    func open(parameters: ModuleParameters?, path: String, callback: ModuleCallback?) {
        guard
            let routableType = subscribedRoutables.first(where: { $0.getPaths().contains(path) })
        else {
            callback?(.failure(.unknownPath(route: route, path: path)))
            return
        }
        setup(parameters: parameters)
        instantiatedRoutables.removeAll { $0.value == nil }
        let routable = routableType.routable()
        instantiatedRoutables.append(WeakContainer(routable))
        routable.route(parameters: parameters, path: path, callback: callback)
    }

    /// Does nothing: a module that needs `parameters` before routing implements it.
    func setup(parameters: ModuleParameters?) {}
}
