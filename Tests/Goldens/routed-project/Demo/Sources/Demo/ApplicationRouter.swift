//
//  ApplicationRouter.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// Opens the app's modules by URL.
///
/// `app://payments/show?title=Hello` opens the module whose route is the URL's host
/// (`payments`, in any case) at the URL's path (`/show`), with the query items as parameters.
/// The scheme is not looked at.
@MainActor
final class ApplicationRouter {
    /// The router of the app.
    static let shared = ApplicationRouter()

    /// Every module the router opens, one instance each; `viper-gen module` adds new ones.
    var instantiatedModules: [any ModuleType] = [
        MainModule()
    ]

    /// The window the modules' screens are shown in; the scene delegate sets it.
    weak var window: UIWindow?

    /// Opens the module `url` names at its path, with its query items as parameters.
    func open(url: URL, callback: ModuleCallback? = nil) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let route = components.host, !route.isEmpty
        else {
            callback?(.failure(.invalidURL(url.absoluteString)))
            return
        }
        var parameters: ModuleParameters = [:]
        for item in components.queryItems ?? [] {
            parameters[item.name] = item.value ?? ""
        }
        open(route: route, path: components.path, parameters: parameters, callback: callback)
    }

    /// Opens the module whose route is `route` at `path`, with `parameters`.
    func open(
        route: String, path: String, parameters: ModuleParameters? = nil,
        callback: ModuleCallback? = nil
    ) {
        let key = route.lowercased()
        guard let module = instantiatedModules.first(where: { $0.route.lowercased() == key }) else {
            callback?(.failure(.unknownRoute(route)))
            return
        }
        guard module.paths.contains(path) else {
            callback?(.failure(.unknownPath(route: module.route, path: path)))
            return
        }
        module.open(parameters: parameters, path: path, callback: callback)
    }
}
