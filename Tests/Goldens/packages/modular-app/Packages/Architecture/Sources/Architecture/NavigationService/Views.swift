//
//  Views.swift
//  ModularApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Every screen of the application: one case per module.
public enum Views: Hashable, Identifiable {
    case payments

    /// The screen's identity for SwiftUI's navigation and presentation: its `stringKey`.
    public var id: String { stringKey }

    /// A stable name of the screen, for logging and identity.
    public var stringKey: String {
        switch self {
        case .payments: return "payments"
        }
    }
}
