//
//  PaymentsModule.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The parameters the Payments module's URLs take, as query items:
/// `app://payments/show?title=Hello`.
enum PaymentsModuleParameters: String {
    /// The screen's title.
    case title
}

/// The Payments module, opened through the application router (which lists it in
/// `instantiatedModules`): `ApplicationRouter.shared.open(route: "payments", path: "/show")`.
final class PaymentsModule: ModuleType {
    /// The URL host that opens the module.
    let route = "payments"
    /// The URL paths the module answers.
    let paths = PaymentsPresenter.getPaths()
    /// The presenter handles every path; a new one is made for each URL opened.
    let subscribedRoutables: [any ModuleRoutable.Type] = [PaymentsPresenter.self]
    /// The presenters made so far, each as long as its screen lives.
    var instantiatedRoutables: [WeakContainer<any ModuleRoutable>] = []
}
