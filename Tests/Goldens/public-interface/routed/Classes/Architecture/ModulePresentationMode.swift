//
//  ModulePresentationMode.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// How a wireframe shows a module's screen.
public enum ModulePresentationMode {
    /// Not at all: the module works without a screen, or shows it itself.
    case none
    /// As the window's root, in a navigation controller of its own.
    case root
    /// Pushed onto the navigation stack on top (presented modally when there is none).
    case navigationStack
    /// Presented modally over the screen on top, in a navigation controller of its own.
    case modal
}
