//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// An alert with a title, a message and a button that dismisses it.
struct CustomAlert: Identifiable {
    /// A new identity per alert, so SwiftUI shows a second alert with the same text anew.
    let id = UUID()
    /// The title of the alert.
    let title: String
    /// The message under the title.
    let message: String
    /// The title of the dismiss button.
    var dismissButtonTitle = "OK"
}
