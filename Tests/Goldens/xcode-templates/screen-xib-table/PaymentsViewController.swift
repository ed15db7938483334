//
//  PaymentsViewController.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// The Payments screen, laid out in PaymentsViewController.xib.
final class PaymentsViewController: UITableViewController {
    init() {
        super.init(nibName: "PaymentsViewController", bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
