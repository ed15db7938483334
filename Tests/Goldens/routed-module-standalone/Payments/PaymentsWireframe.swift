//
//  PaymentsWireframe.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// What the Payments presenter asks of its wireframe.
@MainActor
protocol PaymentsWireframeType: WireframeType {
    /// The Payments screen, not yet shown.
    func makeViewController() -> PaymentsViewController
}

/// Makes the Payments screen and shows it.
///
/// The screen comes from the storyboard `PaymentsStoryboard` when the app has one
/// (a scene whose class and Storyboard ID are `PaymentsViewController`); without
/// it, the screen is made in code.
@MainActor
final class PaymentsWireframe: PaymentsWireframeType {
    let storyboardName = "PaymentsStoryboard"
    var presentationMode = ModulePresentationMode.navigationStack

    func makeViewController() -> PaymentsViewController {
        let storyboardScreen = instantiateViewController(PaymentsViewController.self)
        return storyboardScreen ?? PaymentsViewController()
    }
}
