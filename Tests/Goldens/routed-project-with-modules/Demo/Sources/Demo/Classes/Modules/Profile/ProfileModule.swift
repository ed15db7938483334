//
//  ProfileModule.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The parameters the Profile module's URLs take, as query items:
/// `app://profile/show?title=Hello`.
enum ProfileModuleParameters: String {
    /// The screen's title.
    case title
}

/// The Profile module, opened through the application router (which lists it in
/// `instantiatedModules`): `ApplicationRouter.shared.open(route: "profile", path: "/show")`.
final class ProfileModule: ModuleType {
    /// The URL host that opens the module.
    let route = "profile"
    /// The URL paths the module answers.
    let paths = ProfilePresenter.getPaths()
    /// The presenter handles every path; a new one is made for each URL opened.
    let subscribedRoutables: [any ModuleRoutable.Type] = [ProfilePresenter.self]
    /// The presenters made so far, each as long as its screen lives.
    var instantiatedRoutables: [WeakContainer<any ModuleRoutable>] = []
}
