//
//  MainModule.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The parameters the Main module's URLs take, as query items:
/// `app://main/show?title=Hello`.
enum MainModuleParameters: String {
    /// The screen's title.
    case title
}

/// The Main module, opened through the application router (which lists it in
/// `instantiatedModules`): `ApplicationRouter.shared.open(route: "main", path: "/show")`.
final class MainModule: ModuleType {
    /// The URL host that opens the module.
    let route = "main"
    /// The URL paths the module answers.
    let paths = MainPresenter.getPaths()
    /// The presenter handles every path; a new one is made for each URL opened.
    let subscribedRoutables: [any ModuleRoutable.Type] = [MainPresenter.self]
    /// The presenters made so far, each as long as its screen lives.
    var instantiatedRoutables: [WeakContainer<any ModuleRoutable>] = []
}
