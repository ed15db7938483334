//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// Every screen of the application: one case per module.
enum Views: Hashable, Identifiable {
    case main

    /// The screen's identity for SwiftUI's navigation and presentation: its `stringKey`.
    var id: String { stringKey }

    /// A stable name of the screen, for logging and identity.
    var stringKey: String {
        switch self {
        case .main: return "main"
        }
    }
}
