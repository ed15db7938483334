//
//  CustomAlert.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// An alert with a title, a message and a button that dismisses it.
public struct CustomAlert: Identifiable {
    /// A new identity per alert, so SwiftUI shows a second alert with the same text anew.
    public let id = UUID()
    /// The title of the alert.
    public let title: String
    /// The message under the title.
    public let message: String
    /// The title of the dismiss button.
    public var dismissButtonTitle = "OK"

    /// The memberwise initializer, public for other modules.
    public init(title: String, message: String, dismissButtonTitle: String = "OK") {
        self.title = title
        self.message = message
        self.dismissButtonTitle = dismissButtonTitle
    }
}
