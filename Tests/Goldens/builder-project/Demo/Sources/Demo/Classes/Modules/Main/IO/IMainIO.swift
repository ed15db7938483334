//
//  IMainIO.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// What the app asks of the Main module.
@MainActor
protocol IMainInput: AnyObject {
    /// Told when the user leaves the Main screen; held weakly.
    var output: (any IMainOutput)? { get set }

    /// Shows the Main screen as the root of `window`, in a navigation controller.
    func launch(in window: UIWindow)
    /// Pushes the Main screen onto `navigationController`'s stack.
    func launch(from navigationController: UINavigationController)
}

/// What the Main module tells the code that launched it.
@MainActor
protocol IMainOutput: AnyObject {
    /// The user left the Main screen: went back from it, or dismissed it.
    func mainDidLeave()
}
