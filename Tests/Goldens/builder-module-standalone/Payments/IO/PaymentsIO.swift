//
//  PaymentsIO.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// The Payments module as the rest of the app sees it.
///
/// Launch it to show its screen, and set its output to hear when the user leaves. The screen
/// keeps the module's logic alive once launched: keep the IO only to talk to the module later.
@MainActor
final class PaymentsIO: IPaymentsInput {
    /// Told when the user leaves the Payments screen; held weakly.
    var output: (any IPaymentsOutput)? {
        get { presenter.output }
        set { presenter.output = newValue }
    }

    private let presenter: PaymentsPresenter
    private let wireframe: PaymentsWireframe

    init(presenter: PaymentsPresenter, wireframe: PaymentsWireframe) {
        self.presenter = presenter
        self.wireframe = wireframe
    }

    func launch(in window: UIWindow) {
        wireframe.show(in: window)
    }

    func launch(from navigationController: UINavigationController) {
        wireframe.push(onto: navigationController)
    }
}
