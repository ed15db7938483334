//
//  Views.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Every screen of the application: one case per module.
enum Views: Hashable, Identifiable {
    case main
    case payments
    case profile

    /// The screen's identity for SwiftUI's navigation and presentation: its `stringKey`.
    var id: String { stringKey }

    /// A stable name of the screen, for logging and identity.
    var stringKey: String {
        switch self {
        case .main: return "main"
        case .payments: return "payments"
        case .profile: return "profile"
        }
    }
}
