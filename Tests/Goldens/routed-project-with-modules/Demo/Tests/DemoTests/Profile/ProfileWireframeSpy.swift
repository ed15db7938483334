//
//  ProfileWireframeSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

@testable import Demo

/// The Profile wireframe for tests: makes the screen in code and records the screens
/// it is asked to show instead of showing them.
final class ProfileWireframeSpy: ProfileWireframeType {
    let storyboardName = "ProfileStoryboard"
    var presentationMode = ModulePresentationMode.navigationStack
    /// The screens passed to `present(viewController:)`, in order; kept, as a navigation
    /// controller keeps the screens it shows.
    private(set) var presented: [UIViewController] = []

    func makeViewController() -> ProfileViewController {
        ProfileViewController()
    }

    func present(viewController: UIViewController) {
        presented.append(viewController)
    }

    /// Lets go of the screens shown, as a navigation controller popping them does.
    func closeScreens() {
        presented.removeAll()
    }
}
