//
//  IPaymentsIO.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// What the app asks of the Payments module.
@MainActor
protocol IPaymentsInput: AnyObject {
    /// Told when the user leaves the Payments screen; held weakly.
    var output: (any IPaymentsOutput)? { get set }

    /// Shows the Payments screen as the root of `window`, in a navigation controller.
    func launch(in window: UIWindow)
    /// Pushes the Payments screen onto `navigationController`'s stack.
    func launch(from navigationController: UINavigationController)
}

/// What the Payments module tells the code that launched it.
@MainActor
protocol IPaymentsOutput: AnyObject {
    /// The user left the Payments screen: went back from it, or dismissed it.
    func paymentsDidLeave()
}
