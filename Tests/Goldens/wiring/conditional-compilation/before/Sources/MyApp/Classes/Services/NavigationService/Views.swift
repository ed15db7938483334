//
//  Views.swift
//  MyApp
//

import Foundation

/// Every screen of the application: one case per module.
enum Views: Hashable, Identifiable {
    case main
    #if DEBUG
        case debugMenu
    #else
        case feedback
    #endif

    var id: String { stringKey }

    /// A stable name of the screen, for logging and identity.
    var stringKey: String {
        switch self {
        case .main: return "main"
        #if DEBUG
            case .debugMenu: return "debugMenu"
        #else
            case .feedback: return "feedback"
        #endif
        }
    }
}
