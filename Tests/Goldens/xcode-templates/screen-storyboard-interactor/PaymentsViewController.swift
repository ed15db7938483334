//
//  PaymentsViewController.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// The Payments screen, laid out in Payments.storyboard.
final class PaymentsViewController: UIViewController {
    /// The controller as the storyboard builds it.
    static func make() -> PaymentsViewController {
        let storyboard = UIStoryboard(name: "Payments", bundle: nil)
        return storyboard.instantiateInitialViewController() as? PaymentsViewController
            ?? PaymentsViewController()
    }
}
